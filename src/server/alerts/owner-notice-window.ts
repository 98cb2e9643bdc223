/**
 * At most one owner notice (e-mail and device alert) per subject per 15 minutes (issue 33, item 8):
 * ten questions on one proposal, or a booking moved back and forth, tell the owner once; the rest
 * are held, and are on the lead (its conversation, its booking history), where the owner looks
 * after the first notice. The next notice after the window says how many were held. The clock is
 * passed in; the decision is taken on the subject's row, locked in the caller's transaction, so
 * two parallel events never both send.
 */
import type { Db } from "../db/schema";
import { holdNotice, lockNoticeWindow, markNoticeSent } from "./owner-notice-windows.repository";

export const OWNER_NOTICE_WINDOW_MS = 15 * 60 * 1000;

export interface NoticeDecision {
  send: boolean;
  /** Notices held about this subject since the last one that went (only when `send`). */
  heldSince: number;
}

/** The subject of a proposal version's or a booking's notices. */
export const noticeSubject = (kind: "proposal" | "booking" | "cancellation", id: number) => `${kind}:${id}`;

/** Decides whether a notice about `subject` goes now, and records the decision. */
export async function claimOwnerNotice(trx: Db, subject: string, now: Date): Promise<NoticeDecision> {
  const window = await lockNoticeWindow(trx, subject);
  if (now.getTime() - window.lastSentAt.getTime() < OWNER_NOTICE_WINDOW_MS) {
    await holdNotice(trx, subject);
    return { send: false, heldSince: 0 };
  }
  await markNoticeSent(trx, subject, now);
  return { send: true, heldSince: window.held };
}
