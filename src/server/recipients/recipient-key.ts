/**
 * One mailbox, one key: the limits on automatic mail and the lead rate limit count a person by
 * their normalised address, so `victim+1@`, `Victim+a@` and `v.ictim@gmail.com` are one recipient
 * (issue 26, item 2). Lower case; a `+tag` dropped from the local part (every large provider
 * delivers it to the untagged mailbox); for Gmail (either domain) dots dropped and the domain
 * made gmail.com. Stored and bucketed as a digest, so no table keeps the address itself.
 */
import { createHash } from "node:crypto";

const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

export interface NormalisedRecipient {
  /** The normalised address, e.g. "victim@gmail.com". */
  address: string;
  domain: string;
}

export function normaliseRecipient(email: string): NormalisedRecipient {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 0) return { address: lower, domain: "" };
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return { address: `${local}@${domain}`, domain };
}

/** SHA-256 (hex, 64 characters) of the normalised address. */
export function recipientKey(email: string): string {
  return createHash("sha256").update(normaliseRecipient(email).address).digest("hex");
}
