/**
 * Postmark webhook bodies in the documented shapes (tests/fixtures/postmark, each citing its doc
 * page), with the fields a case needs filled in: used by the integration tests and by
 * `npm run mail:simulate`, so both post exactly what Postmark posts.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Db } from "../../src/server/db/schema";
import type { LeadRef } from "../../src/server/leads/lead-ref";
import { mailboxHashOf } from "../../src/server/conversation/mailboxes.repository";

export const POSTMARK_FIXTURES = ["inbound", "delivery", "bounce", "spam-complaint", "open"] as const;
export type PostmarkFixture = (typeof POSTMARK_FIXTURES)[number];

const FIXTURE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../tests/fixtures/postmark");

/** The documented example, parsed fresh each call (callers may change it). */
export function postmarkFixture(name: PostmarkFixture): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(FIXTURE_DIR, `${name}.json`), "utf8")) as Record<string, unknown>;
}

/** Dev credentials of the local webhook endpoint (scripts/dev.ts sets POSTMARK_WEBHOOK_SECRET to them). */
export const DEV_WEBHOOK_SECRET = "postmark:dev-webhook";

export interface InboundOptions {
  from: string;
  fromName?: string;
  mailboxHash?: string;
  inboundDomain?: string;
  subject?: string;
  text: string;
  html?: string;
  messageId?: string;
  headerMessageId?: string;
  attachments?: { Name: string; Content: string; ContentType: string; ContentLength?: number }[];
  /**
   * What Postmark's checks said of the sender (issue 33): "pass" (default) gives the headers of Postmark's
   * documented example for a sender whose SPF passes and DKIM signs for its own domain; "forged" those of a
   * forged From (SPF fail, no DKIM, SpamAssassin's "Yes"); "none" leaves them out.
   */
  authentication?: "pass" | "forged" | "none";
}

/**
 * Postmark's own headers in an inbound body ("Parse an email", developer.postmarkapp.com: X-Spam-Status,
 * X-Spam-Score, X-Spam-Tests, Received-SPF "Pass (sender SPF authorized) identity=mailfrom; client-ip=…;
 * helo=…; envelope-from=…; receiver=…"), for `from`.
 */
export function authenticationHeaders(from: string, outcome: "pass" | "forged" | "none" = "pass") {
  if (outcome === "none") return [];
  const receiver = "451d9b70cf9364d23ff6f9d51d870251569e+ahoy@inbound.postmarkapp.com";
  if (outcome === "forged") {
    return [
      { Name: "X-Spam-Checker-Version", Value: "SpamAssassin 3.4.0 (2014-02-07) on p-pm-inboundg01a-aws-useast1a" },
      { Name: "X-Spam-Status", Value: "Yes" },
      { Name: "X-Spam-Score", Value: "6.3" },
      { Name: "X-Spam-Tests", Value: "SPF_FAIL,FREEMAIL_FORGED_REPLYTO,HTML_MESSAGE" },
      {
        Name: "Received-SPF",
        Value: `Fail (sender not authorized) identity=mailfrom; client-ip=203.0.113.9; helo=mail.example.net; envelope-from=${from}; receiver=${receiver}`,
      },
      { Name: "Authentication-Results", Value: `mx.example.net; spf=fail smtp.mailfrom=${from}; dmarc=fail` },
    ];
  }
  return [
    { Name: "X-Spam-Checker-Version", Value: "SpamAssassin 3.4.0 (2014-02-07) on p-pm-inboundg01a-aws-useast1a" },
    { Name: "X-Spam-Status", Value: "No" },
    { Name: "X-Spam-Score", Value: "-0.1" },
    { Name: "X-Spam-Tests", Value: "DKIM_SIGNED,DKIM_VALID,DKIM_VALID_AU,SPF_PASS" },
    {
      Name: "Received-SPF",
      Value: `Pass (sender SPF authorized) identity=mailfrom; client-ip=209.85.160.180; helo=mail-gy0-f180.google.com; envelope-from=${from}; receiver=${receiver}`,
    },
  ];
}

export function inboundPayload(options: InboundOptions): Record<string, unknown> {
  const body = postmarkFixture("inbound");
  const hash = options.mailboxHash ?? "";
  const to = `reply${hash ? `+${hash}` : ""}@${options.inboundDomain ?? "inbound.example.com"}`;
  const quoted = `${options.text}\n\nOn Thu, Nov 26, 2026 at 9:00 AM Alpine Slate Roofing wrote:\n> Our earlier message`;
  return {
    ...body,
    From: options.from,
    FromName: options.fromName ?? "",
    FromFull: { Email: options.from, Name: options.fromName ?? "", MailboxHash: "" },
    To: to,
    ToFull: [{ Email: to, Name: "", MailboxHash: hash }],
    Cc: "",
    CcFull: [],
    Bcc: "",
    BccFull: [],
    OriginalRecipient: to,
    MailboxHash: hash,
    Subject: options.subject ?? "Re: Your slate roof",
    MessageID: options.messageId ?? randomUUID(),
    TextBody: quoted,
    HtmlBody: options.html ?? `<p>${options.text.replace(/[<&>]/g, "")}</p>`,
    StrippedTextReply: options.text,
    Headers: [
      ...authenticationHeaders(options.from, options.authentication),
      { Name: "Message-ID", Value: options.headerMessageId ?? `<${randomUUID()}@mail.example.com>` },
    ],
    Attachments: options.attachments ?? [],
  };
}

/** A customer's reply addressed to the lead's own mailbox (`reply+{hash}@…`), the hash made if need be. */
export async function leadReplyPayload(
  db: Db,
  lead: LeadRef,
  options: Omit<InboundOptions, "mailboxHash">,
): Promise<Record<string, unknown>> {
  return inboundPayload({ ...options, mailboxHash: await mailboxHashOf(db, lead) });
}

export interface OutboundEventOptions {
  /** Postmark's MessageID of the sent message (the outbox row's provider_message_id). */
  messageId: string;
  outboxId?: string;
  email?: string;
}

function withMetadata(body: Record<string, unknown>, options: OutboundEventOptions) {
  return {
    ...body,
    MessageID: options.messageId,
    Metadata: options.outboxId ? { outboxId: options.outboxId } : {},
  };
}

export function deliveryPayload(options: OutboundEventOptions) {
  const body = postmarkFixture("delivery");
  return withMetadata(
    { ...body, Recipient: options.email ?? body.Recipient, DeliveredAt: new Date().toISOString() },
    options,
  );
}

export function bouncePayload(options: OutboundEventOptions & { type?: "HardBounce" | "SoftBounce" }) {
  const body = postmarkFixture("bounce");
  const soft = options.type === "SoftBounce";
  return withMetadata(
    {
      ...body,
      ID: 42,
      Email: options.email ?? body.Email,
      BouncedAt: new Date().toISOString(),
      ...(soft
        ? {
            Type: "SoftBounce",
            TypeCode: 4096,
            Name: "Soft bounce",
            Inactive: false,
            Description:
              "The server could not temporarily deliver your message (ex: Message is delayed due to network troubles).",
          }
        : {}),
    },
    options,
  );
}

export function spamComplaintPayload(options: OutboundEventOptions) {
  const body = postmarkFixture("spam-complaint");
  return withMetadata({ ...body, Email: options.email ?? body.Email, BouncedAt: new Date().toISOString() }, options);
}

export function openPayload(options: OutboundEventOptions) {
  const body = postmarkFixture("open");
  return withMetadata(
    { ...body, Recipient: options.email ?? body.Recipient, ReceivedAt: new Date().toISOString() },
    options,
  );
}
