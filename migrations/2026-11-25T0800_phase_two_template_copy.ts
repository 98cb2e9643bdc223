/**
 * The phase-2 e-mail no longer thanks the customer "for speaking with us" (issue 25): a quote can
 * move to phase 2 before anyone has spoken to them. Only a template still exactly as seeded is
 * changed (its HTML and text compared by digest); one an admin has edited is left alone. New
 * databases get the new copy from content/seed/email-templates.json.
 */
import type { Kysely } from "kysely";
import { reversed, rewriteSeededCopy, type CopyChange } from "./lib/seeded-template-copy";

const OLD = "Thank you for speaking with us about your {{projectType}} project. The next step is an";
const NEW = "The next step for your {{projectType}} project is an";
const CHANGE: CopyChange = { html: { from: OLD, to: NEW }, text: { from: OLD, to: NEW } };

/**
 * md5 of the seeded phase-2 HTML and text, before and after this change; the HTML as seeded
 * before this session and as the seed now stores it (through the e-mail sanitiser, decision 036d).
 */
const SEEDED = {
  html: ["393e3c5e4daa09531ae689554f737fb2", "8f639e8ed7e79bb85264bf96e7aa8076"],
  text: "af43a02333131dd4f6406bc0d7fbe7ef",
};
const CHANGED = {
  html: ["873add0d568115f23bf52dfffc9f23a1", "cb45e1c69b6bea95181a34455a3bd687"],
  text: "d86c204737ef3c534ec9e027266019f4",
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await rewriteSeededCopy(db, "quote-phase-2", CHANGE, SEEDED);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await rewriteSeededCopy(db, "quote-phase-2", reversed(CHANGE), CHANGED);
}
