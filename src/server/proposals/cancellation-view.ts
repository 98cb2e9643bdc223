/**
 * Where a signed contract's three business days to cancel stand (decision 045): the window from
 * the signature (the signed copy is e-mailed at that moment, so receipt is the signature's time),
 * counted on the owner's business calendar, and whether the customer has cancelled.
 */
import type { Db } from "../db/schema";
import { cancellationWindow, canStillCancel } from "../../shared/contract/cancellation-window";
import { formatBusinessTime } from "../../shared/format";
import { site } from "../../shared/site";
import { readBusinessCalendar } from "../follow-ups/follow-up-settings";
import { getContractSettings } from "../settings/contract-settings";
import { findCancellation } from "./cancellations.repository";
import type { CancellationView } from "./proposal-page";

export async function cancellationWindowOf(db: Db, acceptedAt: Date) {
  return cancellationWindow(acceptedAt, await readBusinessCalendar(db));
}

export async function cancellationView(
  db: Db,
  proposalId: number,
  acceptedAt: Date,
  now: Date,
): Promise<CancellationView> {
  const window = await cancellationWindowOf(db, acceptedAt);
  const cancelled = await findCancellation(db, proposalId);
  const phone = (await getContractSettings(db)).phone || site.phone.display;
  if (cancelled) {
    return {
      lastDay: window.lastDay,
      state: "cancelled",
      cancelledAt: formatBusinessTime(cancelled.cancelledAt),
      phone,
    };
  }
  return { lastDay: window.lastDay, state: canStillCancel(now, window) ? "open" : "closed", phone };
}
