/**
 * How many SMS segments a text takes, as the composer shows it (issue 32, item 3): a text whose
 * every character is in the GSM-7 alphabet (GSM 03.38: the basic table, and the extension table
 * whose characters take two septets) goes as one segment of 160 characters or as parts of 153; any
 * other character (an emoji, a curly quote, a non-Latin script) sends the whole text as UCS-2: one
 * segment of 70, or parts of 67 UTF-16 units, a character never split between parts. Each segment
 * is billed as one text. Figures from Twilio's "How long can a message be?" and "What is UCS-2
 * character encoding?" (twilio.com/docs/glossary); Twilio sends at most 1,600 characters.
 */

const GSM7_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
/** Sent as an escape and the character: two septets each. */
const GSM7_EXTENSION = "^{}\\[~]|€\f";

const basic = new Set(GSM7_BASIC);
const extension = new Set(GSM7_EXTENSION);

export type SmsEncoding = "GSM-7" | "UCS-2";

export interface SmsSegments {
  encoding: SmsEncoding;
  /** Segments the text is billed as (0 for an empty text). */
  segments: number;
  /** Characters the last segment still has room for. */
  remaining: number;
}

const LIMITS = {
  "GSM-7": { single: 160, part: 153 },
  "UCS-2": { single: 70, part: 67 },
} as const;

/** Packs units of the given sizes into segments of `capacity`, never splitting one unit. */
function pack(sizes: readonly number[], capacity: number): { segments: number; lastUsed: number } {
  let segments = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > capacity) {
      segments += 1;
      used = 0;
    }
    used += size;
  }
  return { segments, lastUsed: used };
}

export function smsSegments(text: string): SmsSegments {
  const characters = Array.from(text);
  const gsm = characters.every((character) => basic.has(character) || extension.has(character));
  const encoding: SmsEncoding = gsm ? "GSM-7" : "UCS-2";
  const sizes = characters.map((character) => (gsm ? (extension.has(character) ? 2 : 1) : character.length));
  const total = sizes.reduce((sum, size) => sum + size, 0);
  const limits = LIMITS[encoding];
  if (total === 0) return { encoding, segments: 0, remaining: limits.single };
  if (total <= limits.single) return { encoding, segments: 1, remaining: limits.single - total };
  const { segments, lastUsed } = pack(sizes, limits.part);
  return { encoding, segments, remaining: limits.part - lastUsed };
}
