/**
 * A private link by text from the console (issue 32 item 2): the proposal's when it is sent, an invoice's when it
 * is sent, where the owner ticked "Also send by text". Through queueText like every text (consent, STOP, "Can't be
 * texted", texting off), not automatic (the owner sent it), in the send's transaction; at night (9 pm to 8 am in
 * the customer's zone) it waits for their 8:00. The e-mail goes either way; the answer says what the text did.
 */
import type { Db } from "../../db/schema";
import { smsStrings } from "../../../shared/strings/sms";
import { outsideQuietHours } from "../../../shared/text-quiet-hours";
import { queueTextDue } from "./queue-text";

/** What the text did: sent now (its id, to deliver after commit), held for the morning, or refused with why. */
export type LinkText = { status: "sent"; textId: string } | { status: "held" } | { status: "refused"; reason: string };

export async function textLeadLink(
  trx: Db,
  quote: { id: number; phone: string | null; state: string | null },
  text: { body: string; purpose: "proposal" | "invoice"; idempotencyKey?: string; sentBy?: string | null },
  now: Date,
): Promise<LinkText> {
  const sendAt = outsideQuietHours(now, quote.state);
  const request = { leadKind: "quote" as const, leadId: quote.id, to: quote.phone ?? "", sendAt, automatic: false };
  const queued = await queueTextDue(trx, { ...request, ...text }, now);
  if ("skipped" in queued) {
    const reasons: Record<string, string> = smsStrings.refused;
    return { status: "refused", reason: reasons[queued.skipped] ?? queued.skipped };
  }
  return queued.dueNow ? { status: "sent", textId: queued.textId } : { status: "held" };
}

/** The ids to deliver once the send commits. */
export const textIdsOf = (text: LinkText | undefined) => (text?.status === "sent" ? [text.textId] : []);
