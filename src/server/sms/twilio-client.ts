/**
 * The Twilio client (issue 32, item 7): the official library, loaded by dynamic import only when a text is
 * sent or a signature checked, so no function that merely imports this file pays for it (function-bundles test).
 *
 * Create a Message (twilio.com/docs/messaging/api/message-resource, "Create a Message resource"): POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json with `To` (E.164), `Body`, `MessagingServiceSid` (the Service
 * picks the sender) and `StatusCallback`; the answer is the Message resource as JSON (`sid` "SM…", `status`
 * "accepted" for a Messaging Service send, `from` null until a sender is picked, `error_code`, `num_segments` …).
 *
 * Locally the library is pointed at the Messages API stand-in through its documented custom HTTP client
 * (`twilio(accountSid, authToken, { httpClient })`, a `RequestClient` whose request() rewrites the host):
 * everything else (auth, form encoding, parsing, RestException) stays the library's own.
 */
import type { TextingConfig } from "./texting-config";

type TwilioModule = typeof import("twilio");

export interface SentText {
  sid: string;
  status: string;
  from: string | null;
}

/** Twilio refused the message (RestException: HTTP status and Twilio's error code) or could not be reached. */
export class TextSendFailed extends Error {
  override name = "TextSendFailed";
  constructor(
    message: string,
    readonly code: number | undefined,
    /** Retrying cannot help: Twilio refused this message (4xx other than 429). */
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

let loaded: Promise<TwilioModule> | undefined;
const twilioModule = (): Promise<TwilioModule> =>
  (loaded ??= import("twilio").then(
    (module) => (module as unknown as { default?: TwilioModule }).default ?? (module as unknown as TwilioModule),
  ));

const SEND_TIMEOUT_MS = 20_000;

async function clientFor(config: TextingConfig) {
  const twilio = await twilioModule();
  if (!config.apiBase) return twilio(config.accountSid, config.authToken, { timeout: SEND_TIMEOUT_MS });
  const base = new URL(config.apiBase);
  const httpClient = new twilio.RequestClient({ timeout: SEND_TIMEOUT_MS });
  const request = httpClient.request.bind(httpClient);
  httpClient.request = ((opts: Parameters<typeof request>[0]) => {
    const uri = new URL(opts.uri);
    uri.protocol = base.protocol;
    uri.host = base.host;
    return request({ ...opts, uri: uri.href });
  }) as typeof request;
  return twilio(config.accountSid, config.authToken, { httpClient });
}

export async function sendTwilioMessage(
  config: TextingConfig,
  message: { to: string; body: string; statusCallback: string },
): Promise<SentText> {
  const client = await clientFor(config);
  try {
    const created = await client.messages.create({
      to: message.to,
      body: message.body,
      messagingServiceSid: config.messagingServiceSid,
      statusCallback: message.statusCallback,
    });
    return { sid: created.sid, status: created.status, from: created.from ?? null };
  } catch (error) {
    const rest = error as { status?: number; code?: number; message?: string };
    if (typeof rest.status === "number") {
      const permanent = rest.status >= 400 && rest.status < 500 && rest.status !== 429;
      throw new TextSendFailed(
        `Twilio ${rest.status} (code ${rest.code ?? "none"}): ${rest.message ?? ""}`,
        rest.code,
        permanent,
      );
    }
    throw new TextSendFailed(error instanceof Error ? error.message : String(error), undefined, false);
  }
}

/** X-Twilio-Signature check with the library's own `validateRequest` (HMAC-SHA1 of the URL and sorted POST fields). */
export async function twilioSignatureValid(
  authToken: string,
  signature: string | null,
  url: string,
  params: Record<string, string>,
): Promise<boolean> {
  if (!signature) return false;
  const twilio = await twilioModule();
  return twilio.validateRequest(authToken, signature, url, params);
}

/** The signature Twilio would send (the simulator and tests sign with it). */
export async function twilioSignatureOf(authToken: string, url: string, params: Record<string, string>) {
  const twilio = await twilioModule();
  return twilio.getExpectedTwilioSignature(authToken, url, params);
}
