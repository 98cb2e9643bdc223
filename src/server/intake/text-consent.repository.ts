/**
 * A lead's consent to texts as its form stored it (issue 32, item 1): what the texting backend's
 * smsConsentOf reads. Undefined for a lead that does not exist.
 */
import type { Db } from "../db/schema";
import type { LeadKind } from "../../shared/schemas/privacy";

export interface LeadTextConsent {
  /** Ticked on the form, with its proof stored beside it. */
  consent: boolean;
  /** The lead's phone in E.164, or null when it gave none (or none that is a valid number). */
  phoneE164: string | null;
  version: string | null;
  at: Date | null;
}

export async function leadTextConsent(db: Db, kind: LeadKind, id: number): Promise<LeadTextConsent | undefined> {
  const row = await db
    .selectFrom(kind === "quote" ? "quotes" : "contactSubmissions")
    .select(["textConsent", "phoneE164", "textConsentVersion", "textConsentAt"])
    .where("id", "=", id)
    .executeTakeFirst();
  return (
    row && {
      consent: row.textConsent,
      phoneE164: row.phoneE164,
      version: row.textConsentVersion,
      at: row.textConsentAt,
    }
  );
}
