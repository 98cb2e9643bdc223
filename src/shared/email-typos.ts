/**
 * "Did you mean …?" for an e-mail address whose domain looks like a slip on a common mail
 * provider (gmial.con, yaho.com, hotmial.com), lacks its ending (gmail) or has a mistyped one
 * (example.con). Only ever a suggestion: the address is sent as typed unless the visitor takes
 * it (issue 25, decision 036a). Own code rather than a library: the maintained ones we tried
 * answered gmial.con with gmial.co and turned a real mac.com address into mail.com.
 */

/** Providers most of our visitors (New Jersey and New York homeowners) write from; an address on one is never questioned. */
const COMMON_DOMAINS = [
  "gmail.com",
  "yahoo.com",
  "hotmail.com",
  "outlook.com",
  "aol.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "msn.com",
  "live.com",
  "comcast.net",
  "verizon.net",
  "optonline.net",
  "optimum.net",
  "att.net",
  "sbcglobal.net",
  "earthlink.net",
  "cox.net",
  "charter.net",
  "spectrum.net",
  "frontier.com",
  "ymail.com",
  "rocketmail.com",
  "protonmail.com",
  "proton.me",
  "gmx.com",
  "mail.com",
] as const;

/** Endings that are nearly always a slip for a common one. */
const ENDING_SLIPS: Readonly<Record<string, string>> = {
  con: "com",
  cmo: "com",
  ocm: "com",
  vom: "com",
  xom: "com",
  comm: "com",
  cpm: "com",
  nte: "net",
  ent: "net",
  nett: "net",
  ner: "net",
  ogr: "org",
  rog: "org",
};

/** Edits (insert, delete, replace, swap two neighbours) between two strings. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const row = rows[i]!;
      row[j] = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
  }
  return rows[a.length]![b.length]!;
}

/** The closest common domain within reach: one slip for short names, two for longer ones. */
function nearestCommon(domain: string, of: (candidate: string) => string = (candidate) => candidate) {
  let best: { domain: string; distance: number } | undefined;
  for (const candidate of COMMON_DOMAINS) {
    const distance = editDistance(domain, of(candidate));
    if (!best || distance < best.distance) best = { domain: candidate, distance };
  }
  return best && best.distance <= (domain.length <= 7 ? 1 : 2) ? best.domain : undefined;
}

/** The address the visitor probably meant, or undefined when it looks right (or cannot be guessed). */
export function suggestEmail(email: string): string | undefined {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf("@");
  if (at < 1) return undefined;
  const domain = trimmed.slice(at + 1).toLowerCase();
  if (!domain || (COMMON_DOMAINS as readonly string[]).includes(domain)) return undefined;
  const dot = domain.lastIndexOf(".");
  const fixed =
    dot < 0
      ? nearestCommon(domain, (candidate) => candidate.slice(0, candidate.indexOf(".")))
      : (nearestCommon(domain) ??
        (ENDING_SLIPS[domain.slice(dot + 1)]
          ? `${domain.slice(0, dot)}.${ENDING_SLIPS[domain.slice(dot + 1)]}`
          : undefined));
  return fixed ? `${trimmed.slice(0, at)}@${fixed}` : undefined;
}
