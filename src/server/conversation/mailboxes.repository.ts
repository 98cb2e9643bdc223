/**
 * The per-lead mailbox hash of Reply-To `reply+{hash}@INBOUND_DOMAIN` (decision 038): 128 random
 * bits in base32 (26 characters, lower case, safe in an address's local part), never the lead's id,
 * one per lead; made on first use and kept.
 */
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
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

/** The lead's hash, made now if it has none (safe under concurrent callers). */
export async function mailboxHashOf(db: Kysely<Database>, lead: LeadRef): Promise<string> {
  const column = leadColumn(lead);
  await db
    .insertInto("leadMailboxes")
    .values({ hash: newMailboxHash(), [column]: lead.id })
    .onConflict((oc) => oc.column(column).doNothing())
    .execute();
  const row = await db.selectFrom("leadMailboxes").select("hash").where(column, "=", lead.id).executeTakeFirstOrThrow();
  return row.hash;
}

export async function leadOfMailboxHash(db: Kysely<Database>, hash: string): Promise<LeadRef | undefined> {
  if (!/^[a-z2-7]{26}$/.test(hash)) return undefined;
  const row = await db
    .selectFrom("leadMailboxes")
    .select(["contactSubmissionId", "quoteId"])
    .where("hash", "=", hash)
    .executeTakeFirst();
  if (!row) return undefined;
  return row.quoteId !== null ? { kind: "quote", id: row.quoteId } : { kind: "contact", id: row.contactSubmissionId! };
}
