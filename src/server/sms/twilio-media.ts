/**
 * Fetching a photo a customer texted (issue 32, item 3). Twilio's incoming-message webhook names each file as
 * MediaUrl{N} with MediaContentType{N} (twilio.com/docs/messaging/guides/webhook-request), a Media resource URL
 * https://api.twilio.com/2010-04-01/Accounts/{AccountSid}/Messages/{MessageSid}/Media/{MediaSid}; without an
 * extension it answers the file itself (twilio.com/docs/messaging/api/media-resource). Twilio enforces HTTP Basic
 * Authentication on media URLs (account SID and auth token) and answers with a redirect to a short-lived URL on
 * mms.twiliocdn.com (s3-external-1.amazonaws.com for media stored before; support.twilio.com, "Protect Media
 * Access with HTTP Basic Authentication for Programmable Messaging").
 *
 * Never an arbitrary URL (SSRF): only https://api.twilio.com, or the configured stand-in (TWILIO_API_BASE), under
 * this account's path; a redirect is followed once, only to Twilio's media hosts, without the credentials. A file
 * is read up to `maxBytes` and no further. A refusal says why ("source", "too-large", "gone"); a network failure,
 * a timeout or Twilio's 5xx/429 throws, so the webhook job retries the text later.
 */
import type { TextingConfig } from "./texting-config";

const TWILIO_API_ORIGIN = "https://api.twilio.com";
const MEDIA_REDIRECT_HOSTS = new Set(["mms.twiliocdn.com", "s3-external-1.amazonaws.com"]);
const FETCH_TIMEOUT_MS = 20_000;

export type FetchedMedia =
  { ok: true; bytes: Uint8Array; contentType: string } | { ok: false; reason: "source" | "too-large" | "gone" };

/** The media URL when it is one of this account's on Twilio's API (or the stand-in); else undefined. */
export function trustedMediaUrl(config: TextingConfig, raw: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  const origin = config.apiBase ? new URL(config.apiBase).origin : TWILIO_API_ORIGIN;
  const path = new RegExp(
    `^/2010-04-01/Accounts/${config.accountSid}/Messages/[A-Za-z0-9]{34}/Media/ME[0-9a-fA-F]{32}$`,
  );
  if (url.origin !== origin || url.username || url.password || url.search || !path.test(url.pathname)) return undefined;
  return url;
}

class MediaUnavailable extends Error {
  override name = "MediaUnavailable";
}

async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array | undefined> {
  if (Number(response.headers.get("content-length") ?? 0) > maxBytes) {
    await response.body?.cancel();
    return undefined;
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export async function fetchTwilioMedia(config: TextingConfig, raw: string, maxBytes: number): Promise<FetchedMedia> {
  const url = trustedMediaUrl(config, raw);
  if (!url) return { ok: false, reason: "source" };
  const signal = AbortSignal.timeout(FETCH_TIMEOUT_MS);
  const basic = Buffer.from(`${config.accountSid}:${config.authToken}`).toString("base64");
  let response = await fetch(url, { headers: { Authorization: `Basic ${basic}` }, redirect: "manual", signal });
  if (response.status >= 300 && response.status < 400) {
    const location = response.headers.get("location");
    const next = location ? new URL(location, url) : undefined;
    await response.body?.cancel();
    if (!next || next.protocol !== "https:" || !MEDIA_REDIRECT_HOSTS.has(next.hostname))
      return { ok: false, reason: "source" };
    response = await fetch(next, { redirect: "manual", signal });
  }
  if (response.status === 429 || response.status >= 500) {
    await response.body?.cancel();
    throw new MediaUnavailable(`Twilio media ${response.status}`);
  }
  if (response.status !== 200) {
    await response.body?.cancel();
    return { ok: false, reason: "gone" };
  }
  const bytes = await readCapped(response, maxBytes);
  if (!bytes) return { ok: false, reason: "too-large" };
  return { ok: true, bytes, contentType: response.headers.get("content-type") ?? "" };
}
