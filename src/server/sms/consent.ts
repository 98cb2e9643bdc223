/**
 * Whether the customer agreed to texts about this lead (issue 32, item 1). The consent record (wording
 * version, time, IP, User-Agent) is stored on the lead by the forms (intake/text-consent.repository.ts); tests may
 * answer instead through `setSmsConsentForTests`. Every send path asks here.
 */
import type { Db } from "../db/schema";
import { leadTextConsent } from "../intake/text-consent.repository";
import type { LeadKind } from "../../shared/schemas/privacy";

type ConsentLookup = (leadKind: LeadKind, leadId: number) => boolean | Promise<boolean>;

let testLookup: ConsentLookup | undefined;

export async function smsConsentOf(db: Db, leadKind: LeadKind, leadId: number): Promise<boolean> {
  if (testLookup) return testLookup(leadKind, leadId);
  return (await leadTextConsent(db, leadKind, leadId))?.consent === true;
}

/** Tests only: answers consent questions until reset with undefined. */
export function setSmsConsentForTests(lookup: ConsentLookup | undefined): void {
  if (process.env.NODE_ENV !== "test") throw new Error("setSmsConsentForTests is for tests");
  testLookup = lookup;
}
