/**
 * The per-lead mailbox hash of Reply-To `reply+{hash}@INBOUND_DOMAIN` (decision 038): 128 random
 * bits in base32 (26 characters, lower case, safe in an address's local part), never the lead's id;
 * made on first use, replaced after MAILBOX_ROTATE_DAYS at the next message out (issue 33).
 */
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../db/schema";
import type { LeadRef } from "../leads/lead-ref";

const ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";

/** 26 base32 characters: 130 bits of which 128 random. */
export function newMailboxHash(): string {
  const bytes = randomBytes(16);
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

const leadColumn = (lead: LeadRef) => (lead.kind === "quote" ? "quoteId" : "contactSubmissionId");

/** A lead's Reply-To hash is replaced by a new one when it is older than this, at the next message out. */
export const MAILBOX_ROTATE_DAYS = 30;
/** A replaced hash still brings replies to its lead for this long (customers answer old e-mails). */
export const RETIRED_HASH_MATCH_DAYS = 90;

/**
 * The lead's current hash, for the Reply-To of a message going out now: made if the lead has none,
 * replaced when older than MAILBOX_ROTATE_DAYS (the old one is retired, still matching for
 * RETIRED_HASH_MATCH_DAYS). Safe under concurrent callers (one current hash per lead, a unique index).
 */
export async function mailboxHashOf(db: Db, lead: LeadRef): Promise<string> {
  const column = leadColumn(lead);
  await db
    .updateTable("leadMailboxes")
    .set({ retiredAt: sql`now()` })
    .where(column, "=", lead.id)
    .where("retiredAt", "is", null)
    .where("createdAt", "<", sql<Date>`now() - make_interval(days => ${MAILBOX_ROTATE_DAYS})`)
    .execute();
  await db
    .insertInto("leadMailboxes")
    .values({ hash: newMailboxHash(), [column]: lead.id })
    .onConflict((oc) => oc.column(column).where("retiredAt", "is", null).where(column, "is not", null).doNothing())
    .execute();
  const row = await db
    .selectFrom("leadMailboxes")
    .select("hash")
    .where(column, "=", lead.id)
    .where("retiredAt", "is", null)
    .executeTakeFirstOrThrow();
  return row.hash;
}

/** The lead of a current hash, or of a retired one still within RETIRED_HASH_MATCH_DAYS. */
export async function leadOfMailboxHash(db: Db, hash: string): Promise<LeadRef | undefined> {
  if (!/^[a-z2-7]{26}$/.test(hash)) return undefined;
  const row = await db
    .selectFrom("leadMailboxes")
    .select(["contactSubmissionId", "quoteId"])
    .where("hash", "=", hash)
    .where((eb) =>
      eb.or([
        eb("retiredAt", "is", null),
        eb("retiredAt", ">", sql<Date>`now() - make_interval(days => ${RETIRED_HASH_MATCH_DAYS})`),
      ]),
    )
    .executeTakeFirst();
  if (!row) return undefined;
  return row.quoteId !== null ? { kind: "quote", id: row.quoteId } : { kind: "contact", id: row.contactSubmissionId! };
}
