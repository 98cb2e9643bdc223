/**
 * The thank-you (phase 1) promises contact the way the customer asked for it (issue 34, item 17):
 * "we will call you", "we will text you" or "we will reply by e-mail" through the {{contactPromise}}
 * placeholder, instead of always "one of our team will call you"; the rest is verbatim. Only a
 * template still exactly as seeded is changed; one an admin has edited is left alone.
 */
import type { Kysely } from "kysely";
import { reversed, rewriteSeededCopy, type CopyChange } from "./lib/seeded-template-copy";

const CALL = "one of our team will call you to talk through the project";
const PROMISE = "{{contactPromise}} to talk through the project";
const CHANGE: CopyChange = { html: { from: CALL, to: PROMISE }, text: { from: CALL, to: PROMISE } };

/** md5 of the phase-1 HTML (raw and sanitised) and text as seeded before and after this change. */
const SEEDED = {
  html: ["d40fea88dadca5297664ad8d872f169c", "47d59664bf8fd47dd2bf815f70f6472f"],
  text: "da24cfa26edc2b2f27352f60a5b6eae5",
};
const CHANGED = {
  html: ["ca4226e8adeec49cc7017509ef76b14a", "76c27a1d20a46b6499cdcc613d560fb0"],
  text: "00323063bd6aa8208369085cbb53c148",
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await rewriteSeededCopy(db, "quote-phase-1", CHANGE, SEEDED);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await rewriteSeededCopy(db, "quote-phase-1", reversed(CHANGE), CHANGED);
}
