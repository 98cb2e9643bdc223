/**
 * An inbound e-mail (issue 21, item 3) becomes a message on its lead: the lead of its MailboxHash
 * (`reply+{hash}@INBOUND_DOMAIN`, unless that lead was closed more than CLOSED_LEAD_MATCH_DAYS ago),
 * else, when Postmark's SPF/DKIM results prove the sender (sender-auth.ts, issue 33), the newest open
 * lead of the sender's address, else none, and it waits in the Unmatched list, marked "sender not
 * verified" when that is why. Only a matched message alerts the owner and stops follow-ups. The
 * sender is cleaned of line breaks (never put in a header as received); the shown text is the
 * stripped reply; the HTML goes through the inbound sanitiser (absolute https: images only).
 */
import type { Db } from "../../db/schema";
import { sanitizeInboundHtml } from "../../content/sanitize";
import { queueAlert } from "../../alerts/queue-alert";
import { REPLY_ALERT_BODY, replyAlertTitle } from "../../alerts/lead-alert";
import { labelFor, projectTypeOptions, type ProjectType } from "../../../shared/options";
import { findLead } from "../../conversation/conversation.repository";
import { stopFollowUps } from "../../follow-ups/follow-ups.service";
import type { StoredMailAttachment } from "../../db/conversation-tables";
import { storeAttachments } from "../../conversation/attachments";
import { insertInboundMessage, isLeadClosedLongAgo, newestOpenLeadOf } from "../../conversation/messages.repository";
import { senderVerdict } from "../../conversation/sender-auth";
import { leadOfMailboxHash } from "../../conversation/mailboxes.repository";
import type { LeadRef } from "../../leads/lead-ref";
import { inboundPayload, type InboundPayload } from "../../conversation/postmark-payload";

const MAX_TEXT = 100_000;
const MAX_HTML = 500_000;
const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

/** The sender's address without CR/LF or anything a header could be built from; "" when none is left. */
export function cleanSender(payload: InboundPayload): { address: string; name: string | null } {
  const raw = (payload.FromFull?.Email || payload.From).split(/[\r\n]/)[0]!.trim();
  const bracketed = /<([^>]+)>/.exec(raw)?.[1] ?? raw;
  const address = EMAIL.test(bracketed) && bracketed.length <= 320 ? bracketed.toLowerCase() : "";
  const name = (payload.FromFull?.Name || payload.FromName)
    .replace(/[\r\n]+/g, " ")
    .trim()
    .slice(0, 200);
  return { address, name: name || null };
}

function header(payload: InboundPayload, name: string): string | null {
  const value = payload.Headers.find((h) => h.Name.toLowerCase() === name.toLowerCase())?.Value;
  return value
    ? value
        .replace(/[\r\n]+/g, " ")
        .trim()
        .slice(0, 998) || null
    : null;
}

function mailboxHashOf(payload: InboundPayload): string {
  return (payload.MailboxHash || payload.ToFull.find((to) => to.MailboxHash)?.MailboxHash || "").trim().toLowerCase();
}

interface Match {
  lead: LeadRef | undefined;
  /** Why the sender was not trusted; undefined when it was, or when the lead's own hash matched. */
  unverified?: string;
}

async function matchLead(trx: Db, payload: InboundPayload, sender: string): Promise<Match> {
  const hash = mailboxHashOf(payload);
  const byHash = hash ? await leadOfMailboxHash(trx, hash) : undefined;
  if (byHash && !(await isLeadClosedLongAgo(trx, byHash))) return { lead: byHash };
  const verdict = senderVerdict(payload.Headers, sender);
  if (!verdict.verified) return { lead: undefined, unverified: verdict.reason };
  return { lead: sender ? await newestOpenLeadOf(trx, sender) : undefined };
}

export interface CustomerReply {
  messageId: string;
  from: string;
  fromName: string | null;
  subject: string;
  text: string;
}

/**
 * What a customer's reply sets off, in the message's transaction: the owner's devices are alerted
 * (decision 039, one alert per message; the scheduled alerts function pushes it) with only the lead's
 * first name, service and town, never the sender's name or the message's text, which a locked screen
 * would show (issue 33); and the quote's follow-up sequences stop (decision 040, reason "replied").
 */
export async function onCustomerReply(
  trx: Db,
  lead: LeadRef,
  reply: CustomerReply,
  followUps: "stop" | "leave" = "stop",
): Promise<void> {
  const row = await findLead(trx, lead);
  const facts = {
    firstName: row?.firstName ?? "",
    service:
      row?.kind === "quote"
        ? (labelFor(projectTypeOptions, row.projectType as ProjectType) ?? null)
        : (row?.serviceType ?? null),
    town: row?.kind === "quote" ? row.city : null,
  };
  await queueAlert(trx, {
    kind: "customer-reply",
    lead,
    title: replyAlertTitle(facts),
    body: REPLY_ALERT_BODY,
    eventKey: `customer-reply:${reply.messageId}`,
  });
  if (lead.kind === "quote" && followUps === "stop") await stopFollowUps(trx, lead.id, "replied");
}

/**
 * A customer's message taken in on our own pages (a proposal question): on the lead like an e-mail
 * reply, but the follow-ups are the caller's to decide (a question pauses them: issue 34 item 9).
 * `alertOwner: false` when the owner was told about this subject minutes ago (issue 33): the
 * message is kept on the lead without another device alert.
 */
export async function recordCustomerMessage(
  trx: Db,
  lead: LeadRef,
  message: { from: string; fromName: string | null; subject: string; text: string },
  options: { alertOwner?: boolean } = {},
): Promise<string> {
  const messageId = await insertInboundMessage(trx, {
    postmarkEventId: null,
    lead,
    fromAddress: message.from,
    fromName: message.fromName,
    subject: message.subject,
    textBody: message.text,
    strippedText: message.text,
    htmlBody: null,
    headerMessageId: null,
    referencesHeader: null,
    attachments: [],
  });
  if (options.alertOwner !== false) await onCustomerReply(trx, lead, { messageId: messageId!, ...message }, "leave");
  return messageId!;
}

export interface InboundOutcome {
  messageId: string;
  lead: LeadRef | undefined;
}

/**
 * Keeps the attachments of event `eventId` in Blobs and describes each (issue 33, finding 3): run
 * before, and outside, the transaction that records the message; the same keys each run, so a retry
 * only writes the same files again.
 */
export function inboundAttachments(eventId: string, body: unknown): Promise<StoredMailAttachment[]> {
  return storeAttachments(`event-${eventId}`, inboundPayload.parse(body).Attachments);
}

/** Records the inbound message of event `eventId`; a second run for the same event records nothing new. */
export async function processInbound(
  trx: Db,
  eventId: string,
  body: unknown,
  attachments: StoredMailAttachment[],
): Promise<InboundOutcome | undefined> {
  const payload = inboundPayload.parse(body);
  const sender = cleanSender(payload);
  const { lead, unverified } = await matchLead(trx, payload, sender.address);
  const text = payload.TextBody.slice(0, MAX_TEXT);
  const stripped = (payload.StrippedTextReply.trim() ? payload.StrippedTextReply : payload.TextBody).slice(0, MAX_TEXT);
  const html = payload.HtmlBody.trim()
    ? sanitizeInboundHtml(payload.HtmlBody.slice(0, MAX_HTML * 4)).slice(0, MAX_HTML)
    : null;
  const messageId = await insertInboundMessage(trx, {
    postmarkEventId: eventId,
    lead,
    fromAddress: sender.address || "(no address)",
    fromName: sender.name,
    subject: payload.Subject.replace(/[\r\n]+/g, " ").slice(0, 500),
    textBody: text,
    strippedText: stripped,
    htmlBody: html || null,
    headerMessageId: header(payload, "Message-ID"),
    referencesHeader: header(payload, "References"),
    attachments,
    senderUnverified: unverified ?? null,
  });
  if (!messageId) return undefined;
  if (lead) {
    await onCustomerReply(trx, lead, {
      messageId,
      from: sender.address,
      fromName: sender.name,
      subject: payload.Subject,
      text: stripped,
    });
  }
  return { messageId, lead };
}
