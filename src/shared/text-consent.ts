/**
 * Consent to texts on the lead forms (issue 32, item 1; docs/product.md#texts-consent-on-the-forms): the checkbox's label and the
 * carriers' disclosure beside it, kept word for word per version. A lead stores the version it was
 * shown, so its proof of consent is the exact text below. Never edit a published version: add a
 * new one and point TEXT_CONSENT_VERSION at it (the unit test pins every version's words).
 *
 * What the disclosure must say (Twilio's 10DLC / toll-free review errors 30545 "does not state
 * message frequency" and 30551 "does not specify SMS or text messaging", CTIA Messaging Principles
 * and Best Practices 5.1.1 call-to-action): who texts (the business by name), what about, how
 * often, "Msg & data rates may apply", "Reply STOP to opt out", "Reply HELP for help", and links
 * to the privacy policy and terms; consent is a separate, unticked box, never a condition of sale.
 */

/** The words of each version, as shown beside the box. "Privacy Policy" and "Terms" are links there. */
export const textConsentWordings = {
  "2026-11-28":
    "By ticking this box, you agree to receive text messages (SMS) from Alpine Slate Roofing about your request " +
    "and quote. Message frequency varies. Msg & data rates may apply. Reply STOP to opt out, HELP for help. " +
    "Consent is not a condition of purchase. See our Privacy Policy and Terms.",
} as const satisfies Record<string, string>;

export type TextConsentVersion = keyof typeof textConsentWordings;
export const textConsentVersions = Object.keys(textConsentWordings) as [TextConsentVersion, ...TextConsentVersion[]];

/** The version the forms show now. */
export const TEXT_CONSENT_VERSION: TextConsentVersion = "2026-11-28";

/** The checkbox's label, beside the phone field. */
export const TEXT_CONSENT_LABEL = "Text me about my request";

/** The phrases of a wording drawn as links, and where they go. */
export const textConsentLinks = { "Privacy Policy": "/privacy", Terms: "/terms" } as const;

/** A wording cut into its text and its links, in order, for a page to draw. */
export function textConsentParts(wording: string): { text: string; href?: string }[] {
  const phrases = Object.keys(textConsentLinks).join("|");
  return wording
    .split(new RegExp(`\\b(${phrases})\\b`))
    .filter(Boolean)
    .map((text) => ({ text, href: (textConsentLinks as Record<string, string>)[text] }));
}
