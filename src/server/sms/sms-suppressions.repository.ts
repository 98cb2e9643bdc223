/**
 * SQL of the numbers no text may go to (issue 32, items 4 and 5): "opted-out" (the customer texted STOP or
 * another stop word; removed by START/UNSTOP) and "cannot-receive" (a landline, an unreachable or blocked
 * number, by Twilio's error code). Numbers are E.164.
 */
import type { Db } from "../db/schema";
import type { SmsSuppressionReason, SmsSuppressionsTable } from "../db/sms-tables";

export type SmsSuppression = Pick<SmsSuppressionsTable, "reason" | "keyword" | "errorCode"> & { createdAt: Date };

export function smsSuppressionsOf(db: Db, phoneNumber: string): Promise<SmsSuppression[]> {
  return db
    .selectFrom("smsSuppressions")
    .select(["reason", "keyword", "errorCode", "createdAt"])
    .where("phoneNumber", "=", phoneNumber)
    .orderBy("createdAt")
    .execute();
}

/** Adds (or keeps the first of) a suppression. */
export async function suppressNumber(
  db: Db,
  row: { phoneNumber: string; reason: SmsSuppressionReason; keyword?: string; errorCode?: number; at?: Date },
): Promise<void> {
  await db
    .insertInto("smsSuppressions")
    .values({
      phoneNumber: row.phoneNumber,
      reason: row.reason,
      keyword: row.keyword ?? null,
      errorCode: row.errorCode ?? null,
      ...(row.at ? { createdAt: row.at } : {}),
    })
    .onConflict((oc) => oc.columns(["phoneNumber", "reason"]).doNothing())
    .execute();
}

export async function liftSuppression(db: Db, phoneNumber: string, reason: SmsSuppressionReason) {
  await db.deleteFrom("smsSuppressions").where("phoneNumber", "=", phoneNumber).where("reason", "=", reason).execute();
}
