/**
 * Does an inbound e-mail prove its From address (issue 33, finding 2)? Postmark passes every header
 * of the message in its inbound webhook's `Headers` array and adds its own checks there (Postmark's
 * "Parse an email" example and https://postmarkapp.com/developer/webhooks/inbound-webhook; its support
 * article "Understanding SpamAssassin and inbound spam filtering": SpamAssassin 3.4, SPF and DKIM results
 * are given, DMARC is not, and X-Spam-Score is occasionally missing when scoring was skipped):
 *   Received-SPF:   "Pass (sender SPF authorized) identity=mailfrom; client-ip=…; envelope-from=a@b.com; …"
 *   X-Spam-Status:  "No" | "Yes"      X-Spam-Score: "-0.1"
 *   X-Spam-Tests:   "DKIM_SIGNED,DKIM_VALID,DKIM_VALID_AU,SPF_PASS" (DKIM_VALID_AU: a valid DKIM signature of
 *                   the From address's own domain)
 * The sender is verified, in the way DMARC would: SPF passed for an envelope sender in the From domain
 * (relaxed: the same domain or one below the other) or DKIM passed for the From domain; and SpamAssassin
 * did not call it spam. A sender can write any header into the message itself, so a header we rely on
 * must appear exactly once (a second copy means someone added one: not verified), and an
 * Authentication-Results header (never Postmark's own) can only take trust away (dmarc=fail), never give it.
 */
export interface MailHeader {
  Name: string;
  Value: string;
}

export type SenderVerdict = { verified: true } | { verified: false; reason: string };

/** SpamAssassin's default threshold: at or above it the message is spam. */
export const SPAM_SCORE_LIMIT = 5;

const REASONS = {
  spam: "sender not verified: marked as spam",
  duplicated: (name: string) => `sender not verified: ${name} appears more than once`,
  dmarcFail: "sender not verified: DMARC failed",
  noAddress: "sender not verified: no sender address",
  unaligned: "sender not verified: no SPF or DKIM pass for the sender's domain",
} as const;

function only(headers: readonly MailHeader[], name: string): { value: string | undefined; duplicated: boolean } {
  const found = headers.filter((header) => header.Name.trim().toLowerCase() === name.toLowerCase());
  return { value: found[0]?.Value, duplicated: found.length > 1 };
}

const domainOf = (address: string) => address.split("@").pop()?.trim().toLowerCase().replace(/\.$/, "") ?? "";

/** Relaxed alignment without a public-suffix list: the same domain, or one a subdomain of the other. */
export function domainsAlign(a: string, b: string): boolean {
  if (!a || !b) return false;
  return a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`);
}

function spfAligned(receivedSpf: string | undefined, fromDomain: string): boolean {
  if (!receivedSpf || !/^\s*pass\b/i.test(receivedSpf)) return false;
  if (/identity=(?!mailfrom)/i.test(receivedSpf)) return false;
  const envelope = /envelope-from=<?([^;\s>]+)>?/i.exec(receivedSpf)?.[1] ?? "";
  return domainsAlign(domainOf(envelope), fromDomain);
}

const spamTests = (value: string | undefined) =>
  new Set(
    (value ?? "")
      .split(/[,\s]+/)
      .map((test) => test.trim().toUpperCase())
      .filter(Boolean),
  );

/** Whether the headers Postmark gave prove `fromAddress` (already cleaned, lower case). */
export function senderVerdict(headers: readonly MailHeader[], fromAddress: string): SenderVerdict {
  const status = only(headers, "X-Spam-Status");
  const score = only(headers, "X-Spam-Score");
  const tests = only(headers, "X-Spam-Tests");
  const spf = only(headers, "Received-SPF");
  for (const [name, header] of [
    ["X-Spam-Status", status],
    ["X-Spam-Score", score],
    ["X-Spam-Tests", tests],
    ["Received-SPF", spf],
  ] as const) {
    if (header.duplicated) return { verified: false, reason: REASONS.duplicated(name) };
  }
  const numericScore = Number.parseFloat(score.value ?? "");
  if (/^\s*yes\b/i.test(status.value ?? "") || (Number.isFinite(numericScore) && numericScore >= SPAM_SCORE_LIMIT)) {
    return { verified: false, reason: REASONS.spam };
  }
  const dmarcFailed = headers.some(
    (header) => /^authentication-results$/i.test(header.Name.trim()) && /\bdmarc\s*=\s*fail\b/i.test(header.Value),
  );
  if (dmarcFailed) return { verified: false, reason: REASONS.dmarcFail };
  const fromDomain = domainOf(fromAddress);
  if (!fromAddress || !fromDomain) return { verified: false, reason: REASONS.noAddress };
  if (spamTests(tests.value).has("DKIM_VALID_AU") || spfAligned(spf.value, fromDomain)) return { verified: true };
  return { verified: false, reason: REASONS.unaligned };
}
