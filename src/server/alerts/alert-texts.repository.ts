/** The admins' numbers for alerts by text (issue 32, item 6): read, saved, and who gets a text now. */
import type { Db } from "../db/schema";
import type { AlertTextsMode } from "../../shared/alert-texts";

export async function textAlertsOf(
  db: Db,
  userId: string,
): Promise<{ alertPhoneE164: string | null; alertTexts: AlertTextsMode } | undefined> {
  return db.selectFrom("users").select(["alertPhoneE164", "alertTexts"]).where("id", "=", userId).executeTakeFirst();
}

export async function saveTextAlerts(
  db: Db,
  userId: string,
  setting: { phone: string | null; mode: AlertTextsMode },
): Promise<void> {
  await db
    .updateTable("users")
    .set({ alertPhoneE164: setting.phone, alertTexts: setting.mode, updatedAt: new Date() })
    .where("id", "=", userId)
    .execute();
}

/** Admins with a number whose choice is not "off", and whether any device of theirs has push alerts on. */
export async function textAlertAdmins(
  db: Db,
): Promise<{ id: string; alertPhoneE164: string; alertTexts: AlertTextsMode; pushDevices: number }[]> {
  const rows = await db
    .selectFrom("users")
    .leftJoin("pushSubscriptions", "pushSubscriptions.userId", "users.id")
    .select(["users.id", "users.alertPhoneE164", "users.alertTexts"])
    .select((eb) => eb.fn.count<string>("pushSubscriptions.id").as("pushDevices"))
    .where("users.isAdmin", "=", true)
    .where("users.alertPhoneE164", "is not", null)
    .where("users.alertTexts", "!=", "off")
    .groupBy(["users.id", "users.alertPhoneE164", "users.alertTexts"])
    .orderBy("users.email")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    alertPhoneE164: row.alertPhoneE164!,
    alertTexts: row.alertTexts,
    pushDevices: Number(row.pushDevices),
  }));
}

/** An alert as its text needs it, with the customer's own words of its lead (a quote's description, an enquiry's message). */
export async function alertForText(db: Db, alertId: number) {
  const alert = await db
    .selectFrom("alerts")
    .select(["id", "kind", "leadKind", "leadId", "title", "body", "url", "eventKey"])
    .where("id", "=", alertId)
    .executeTakeFirst();
  if (!alert?.leadKind || alert.leadId === null) return alert && { ...alert, customerText: null };
  const words =
    alert.leadKind === "quote"
      ? await db.selectFrom("quotes").select("description as text").where("id", "=", alert.leadId).executeTakeFirst()
      : await db
          .selectFrom("contactSubmissions")
          .select("message as text")
          .where("id", "=", alert.leadId)
          .executeTakeFirst();
  return { ...alert, customerText: words?.text ?? null };
}
