/**
 * The timeline's note for a follow-up step whose text could not go (issue 32 item 2): "Reminder 2 not sent by
 * text: The customer has not agreed to texts." The reason is queueText's refusal, worded as the composer words it.
 */
import type { Db } from "../db/schema";
import type { TimelineEntry } from "../../shared/conversation";
import { followUpStrings } from "../../shared/strings/follow-ups";
import { smsStrings } from "../../shared/strings/sms";

const reasonOf = (skipped: string) =>
  (smsStrings.refused as Record<string, string>)[skipped] ?? followUpStrings.textSkipped.reasons[skipped] ?? skipped;

export async function followUpTextNotes(db: Db, quoteId: number): Promise<TimelineEntry[]> {
  const rows = await db
    .selectFrom("followUpSends")
    .select(["stepNumber", "textSkipped", "createdAt"])
    .where("quoteId", "=", quoteId)
    .where("textSkipped", "is not", null)
    .orderBy("createdAt")
    .execute();
  return rows.map((row) => ({
    type: "status",
    at: row.createdAt.toISOString(),
    label: followUpStrings.textSkipped.label(row.stepNumber, reasonOf(row.textSkipped!)),
    by: null,
  }));
}
