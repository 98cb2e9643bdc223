/**
 * A local stand-in for Twilio's Messages API (issue 32, item 8), started by `npm run dev` and the tests; the real
 * twilio library is pointed at it (TWILIO_API_BASE, src/server/sms/twilio-client.ts). It takes
 * POST /2010-04-01/Accounts/{AccountSid}/Messages.json (form fields To, Body, MessagingServiceSid, StatusCallback)
 * with Basic credentials of that account, records the text, and answers 201 with the Message resource's JSON
 * (twilio.com/docs/messaging/api/message-resource: sid "SM" + 32 hex, status "accepted" for a Messaging Service
 * send, from null until a sender is picked, num_segments "0", error_code null). `GET /__texts` lists what it
 * recorded (tests and the e2e read it), `DELETE /__texts` forgets. It can refuse like Twilio
 * (`{ code, message, more_info, status }`, e.g. 21610 or 21614 with 400) or fail (500, 429) or hang.
 *
 * MMS media (issue 32, item 3): `POST /__media` (body: the file, Content-Type: its type) keeps a file and answers
 * `{ url }`, a Media URL in Twilio's shape (twilio.com/docs/messaging/api/media-resource:
 * /2010-04-01/Accounts/{AccountSid}/Messages/{MessageSid}/Media/{MediaSid}, no extension: the file as stored);
 * `GET` of it answers the file to the account's Basic credentials only (Twilio enforces HTTP Basic
 * Authentication on media URLs), 401 otherwise. `mediaRequests` counts the GETs.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { LoopbackListener } from "./loopback-server";

export interface RecordedText {
  sid: string;
  accountSid: string;
  to: string;
  body: string;
  messagingServiceSid: string;
  statusCallback: string | undefined;
  at: string;
}

/** The file `npm run dev` writes the running stand-in's base URL to (read by `npm run sms:simulate -- mms`). */
export const twilioStandInFile = (dataDir: string) => path.join(dataDir, "twilio-stand-in.url");

export type StandInMode = "ok" | "500" | "429" | "hang" | { refuse: number };

const MESSAGES_PATH = /^\/2010-04-01\/Accounts\/(AC[0-9a-fA-F]{32})\/Messages\.json$/;
const MEDIA_PATH = /^\/2010-04-01\/Accounts\/(AC[0-9a-fA-F]{32})\/Messages\/MM[0-9a-f]{32}\/Media\/ME[0-9a-f]{32}$/;
const STAND_IN_ACCOUNT = `AC${"0123456789abcdef".repeat(2)}`;
const hex32 = () => randomBytes(16).toString("hex");

export class TwilioStandIn {
  readonly texts: RecordedText[] = [];
  requestCount = 0;
  mediaRequests = 0;
  mode: StandInMode = "ok";
  private readonly media = new Map<string, { type: string; body: Buffer }>();
  private readonly listener = new LoopbackListener();

  /** The TWILIO_API_BASE the app's client is pointed at. */
  readonly base = () => `http://127.0.0.1:${this.listener.port}`;

  start = (): Promise<void> =>
    this.listener.listen(createServer((request, response) => void this.answer(request, response)));

  stop(): Promise<void> {
    return this.listener.close();
  }

  reset(): void {
    this.texts.length = 0;
    this.requestCount = 0;
    this.mediaRequests = 0;
    this.mode = "ok";
  }

  /** Keeps `body` and answers its Media URL (the account of the test credentials unless told). */
  serveMedia(body: Buffer, type: string, account = STAND_IN_ACCOUNT): string {
    const path = `/2010-04-01/Accounts/${account}/Messages/MM${hex32()}/Media/ME${hex32()}`;
    this.media.set(path, { type, body });
    return `${this.base()}${path}`;
  }

  private answerMedia(request: IncomingMessage, response: ServerResponse, account: string): void {
    this.mediaRequests++;
    const credentials = Buffer.from((request.headers.authorization ?? "").replace(/^Basic /, ""), "base64").toString();
    const file = this.media.get(request.url ?? "");
    if (!credentials.startsWith(`${account}:`)) response.writeHead(401).end();
    else if (!file) response.writeHead(404).end();
    else response.writeHead(200, { "Content-Type": file.type, "Content-Length": file.body.byteLength }).end(file.body);
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.url === "/__texts" && request.method === "GET") return reply(200, { texts: this.texts });
    if (request.url === "/__media" && request.method === "POST")
      return reply(201, { url: this.serveMedia(Buffer.concat(chunks), request.headers["content-type"] ?? "") });
    const mediaAccount = MEDIA_PATH.exec(request.url ?? "")?.[1];
    if (mediaAccount && request.method === "GET") return this.answerMedia(request, response, mediaAccount);
    if (request.url === "/__texts" && request.method === "DELETE")
      return reply(200, { forgotten: this.texts.splice(0).length });
    this.requestCount++;
    const account = MESSAGES_PATH.exec(request.url ?? "")?.[1];
    if (request.method !== "POST" || !account)
      return reply(404, twilioError(20404, "The requested resource was not found", 404));
    const credentials = Buffer.from((request.headers.authorization ?? "").replace(/^Basic /, ""), "base64").toString();
    if (!credentials.startsWith(`${account}:`)) return reply(401, twilioError(20003, "Authenticate", 401));
    if (this.mode === "hang") return;
    if (this.mode === "500") return reply(500, twilioError(20500, "Internal Server Error", 500));
    if (this.mode === "429") return reply(429, twilioError(20429, "Too Many Requests", 429));
    if (typeof this.mode === "object")
      return reply(400, twilioError(this.mode.refuse, `Refused (stand-in) ${this.mode.refuse}`, 400));
    const fields = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
    const text: RecordedText = {
      sid: `SM${randomBytes(16).toString("hex")}`,
      accountSid: account,
      to: fields.get("To") ?? "",
      body: fields.get("Body") ?? "",
      messagingServiceSid: fields.get("MessagingServiceSid") ?? "",
      statusCallback: fields.get("StatusCallback") ?? undefined,
      at: new Date().toISOString(),
    };
    this.texts.push(text);
    reply(201, messageResource(text));
  }
}

function twilioError(code: number, message: string, status: number) {
  return { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status };
}

/** The Message resource as Twilio answers a create (the documented properties, snake_case). */
function messageResource(text: RecordedText) {
  const now = new Date().toUTCString();
  return {
    account_sid: text.accountSid,
    api_version: "2010-04-01",
    body: text.body,
    date_created: now,
    date_sent: null,
    date_updated: now,
    direction: "outbound-api",
    error_code: null,
    error_message: null,
    from: null,
    messaging_service_sid: text.messagingServiceSid,
    num_media: "0",
    num_segments: "0",
    price: null,
    price_unit: null,
    sid: text.sid,
    status: "accepted",
    subresource_uris: { media: `/2010-04-01/Accounts/${text.accountSid}/Messages/${text.sid}/Media.json` },
    to: text.to,
    uri: `/2010-04-01/Accounts/${text.accountSid}/Messages/${text.sid}.json`,
  };
}
