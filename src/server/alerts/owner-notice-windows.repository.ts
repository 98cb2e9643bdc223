/** SQL of the owner-notice windows (owner_notice_windows): one row per subject, locked while deciding. */
import { sql } from "kysely";
import type { Db } from "../db/schema";

/** The subject's window, created (as never notified) if new, and locked to the end of the transaction. */
export async function lockNoticeWindow(trx: Db, subject: string) {
  await trx
    .insertInto("ownerNoticeWindows")
    .values({ subject, lastSentAt: new Date(0), held: 0 })
    .onConflict((conflict) => conflict.column("subject").doNothing())
    .execute();
  return trx
    .selectFrom("ownerNoticeWindows")
    .select(["lastSentAt", "held"])
    .where("subject", "=", subject)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function holdNotice(trx: Db, subject: string): Promise<void> {
  await trx
    .updateTable("ownerNoticeWindows")
    .set({ held: sql<number>`held + 1` })
    .where("subject", "=", subject)
    .execute();
}

export async function markNoticeSent(trx: Db, subject: string, at: Date): Promise<void> {
  await trx.updateTable("ownerNoticeWindows").set({ lastSentAt: at, held: 0 }).where("subject", "=", subject).execute();
}
