/**
 * Addresses that reach a customer from a phone in one tap: call and text (`tel:`, `sms:`), write
 * (`mailto:`) and find the house (a maps search the phone's map app opens). The console's
 * ReachLinks renders them wherever a customer's phone, e-mail or street address shows.
 */

/** "+1 (973) 555-0142 ext. 12", "973-555-0142 x12", "… #12": the number and its extension. */
const EXTENSION = /\s*(?:ext\.?|extension|x|#)\s*(\d{1,6})\s*$/i;

function splitPhone(phone: string): { number: string; extension?: string } {
  const match = EXTENSION.exec(phone);
  const main = match ? phone.slice(0, match.index) : phone;
  // Digits only, keeping a leading + (RFC 3966 global number).
  const number = `${main.trim().startsWith("+") ? "+" : ""}${main.replace(/\D/g, "")}`;
  return match ? { number, extension: match[1] } : { number };
}

/** A dialable `tel:` URI; an extension is kept as RFC 3966's `;ext=`. */
export function telHref(phone: string): string {
  const { number, extension } = splitPhone(phone);
  return `tel:${number}${extension ? `;ext=${extension}` : ""}`;
}

/** An `sms:` URI for the same number (a text cannot dial an extension). */
export function smsHref(phone: string): string {
  return `sms:${splitPhone(phone).number}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

/** A map search for an address: opens the map app on a phone, Google Maps in a browser. */
export function mapHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** A street address on one line: "41 Hobart Gap Road, Short Hills, NJ 07078". */
export function oneLineAddress(place: { address: string; city: string; state: string; zipCode: string }): string {
  return `${place.address}, ${place.city}, ${place.state} ${place.zipCode}`;
}
