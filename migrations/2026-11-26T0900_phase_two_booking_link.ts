/**
 * The phase-2 e-mail ("Scheduling your on-site consultation") links to the customer's personal
 * booking page (issue 23, item 1: booking "from phase e-mails through a personal link"), instead
 * of only asking them to call or reply with dates. Only a template still exactly as seeded is
 * changed; one an admin has edited is left alone (it can take {{bookingLink}} by hand).
 */
import type { Kysely } from "kysely";
import { reversed, rewriteSeededCopy, type CopyChange } from "./lib/seeded-template-copy";

const ASK =
  "Please call us at {{businessPhone}} or reply to this e-mail with two or three dates and times that suit you, and we will confirm one.";
const OR_CALL =
  "or call us at {{businessPhone}} or reply to this e-mail with two or three dates and times, and we will confirm one.";
const CHANGE: CopyChange = {
  html: { from: ASK, to: `<a href="{{bookingLink}}">Choose a time that suits you online</a>, ${OR_CALL}` },
  text: { from: ASK, to: `Choose a time that suits you at {{bookingLink}}, ${OR_CALL}` },
};

/** md5 of the phase-2 HTML (raw and sanitised) and text as seeded before and after this change. */
const SEEDED = {
  html: ["873add0d568115f23bf52dfffc9f23a1", "cb45e1c69b6bea95181a34455a3bd687"],
  text: "d86c204737ef3c534ec9e027266019f4",
};
const CHANGED = {
  html: ["901d5edd06dc979e270c56d1cdc9fea6", "b7ae5193c96e1530ec438d280363ef3a"],
  text: "1805c174c4e54e4c432d1ea265b15367",
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await rewriteSeededCopy(db, "quote-phase-2", CHANGE, SEEDED);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await rewriteSeededCopy(db, "quote-phase-2", reversed(CHANGE), CHANGED);
}
