/**
 * Classic HTML form posts (`application/x-www-form-urlencoded`) to the lead endpoints, the path a
 * visitor without JavaScript takes: reading the fields into the same body the islands send as
 * JSON, a replay key for a page that cannot generate one, and the 303 to the thank-you page.
 */
import { MAX_JSON_BODY_BYTES, readJsonBody, readLimitedText } from "./validation";
import { requestHash } from "../intake/idempotency.service";

export const FORM_CONTENT_TYPE = "application/x-www-form-urlencoded";

export function isFormPost(request: Request): boolean {
  const type = (request.headers.get("content-type") ?? "").trim().toLowerCase();
  return type === FORM_CONTENT_TYPE || type.startsWith(`${FORM_CONTENT_TYPE};`);
}

/** What a visitor typed, by field name (only the form's own fields; the first value of each). */
export type TypedValues = Readonly<Record<string, string>>;

/**
 * The body the island would have sent for these fields: each field's text as typed, since the
 * schema itself maps "" of an optional field to undefined for JSON and form posts alike. An absent
 * field (an unchecked radio group) stays absent. No formFillMs (there is no timer without
 * JavaScript: the fill time is "not measured", as for a JSON body without it) and no lead source
 * (first-touch capture needs localStorage).
 */
export async function readFormFields(request: Request, names: readonly string[]): Promise<TypedValues> {
  const form = new URLSearchParams(await readLimitedText(request, MAX_JSON_BODY_BYTES));
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    if (value !== null) values[name] = value;
  }
  return values;
}

/** A double-click on a plain form sends the same body twice within seconds. */
export const FORM_REPLAY_WINDOW_MS = 10 * 60 * 1000;

/**
 * A static page cannot hand out an Idempotency-Key without JavaScript, so a form post gets one
 * derived from the client IP and the validated lead within a fixed ten-minute window: the same
 * lead sent again from the same address in that window is answered from the first outcome and
 * stored once. A resend straddling a window boundary is stored twice (flagged by nothing; rare).
 */
export function formPostIdempotencyKey(ip: string, lead: unknown, now = Date.now()): string {
  const window = Math.floor(now / FORM_REPLAY_WINDOW_MS);
  return `form-${window}-${requestHash({ ip, lead }).slice(0, 48)}`;
}

export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location } });
}

/** A body from a plain form post (its fields, first value of each) or JSON: the pages that work both ways. */
export async function readFormOrJson(request: Request): Promise<unknown> {
  if (!isFormPost(request)) return readJsonBody(request);
  return Object.fromEntries(new URLSearchParams(await readLimitedText(request, MAX_JSON_BODY_BYTES)));
}
