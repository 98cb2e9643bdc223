/**
 * One lead, one conversation (issue 21, decision 038): the timeline of everything about the customer,
 * newest last and paged past TIMELINE_PAGE entries; reading marks the customer's replies read; the
 * composer's reply goes through the outbox threaded on the message it answers; the Unmatched list.
 */
import type { Db } from "../db/schema";
import { getEnv } from "../env";
import { composeEmail } from "../email/compose";
import { escapeHtml, renderText } from "../email/render";
import { queueCustomerEmail } from "../email/queue-email";
import { suppressionsOf } from "../email/suppressions.repository";
import { LeadNotFound, MessageNotFound, ReplyRefused } from "../errors";
import { runIdempotent } from "../intake/idempotency.service";
import type { LeadRef } from "../leads/lead-ref";
import { markLeadAnswered } from "../leads/answered";
import {
  attachMessage,
  discardMessage,
  insertOutboundMessage,
  listUnmatched,
  markLeadMessagesAnswered,
  markLeadMessagesRead,
  newestInboundOfLead,
  newestOpenLeadOf,
} from "./messages.repository";
import { typedSetting } from "../settings/settings.repository";
import { contactPromiseFor, labelFor, projectTypeOptions, type ProjectType } from "../../shared/options";
import { site } from "../../shared/site";
import { TIMELINE_PAGE, type LeadTimeline, type UnmatchedMessage } from "../../shared/conversation";
import { snippetsSchema, type ReplyInput, type Snippet } from "../../shared/schemas/conversation";
import { conversationStrings as text } from "../../shared/strings/conversation";
import { currentTokenOfLead } from "../booking/booking-links";
import { bookingLinkUrl } from "../booking/booking-token";
import { findLead } from "./conversation.repository";
import { emailWarningOf, messageView } from "./message-view";
import { iso } from "../api-view";
import { buildEntries, reSubject } from "./timeline-entries";
import { textingOf } from "../sms/text-view";

/**
 * The lead's timeline, newest last; `older` entries are skipped from the end (paging back). Reading it
 * changes nothing: the console marks replies read with a POST (markRepliesRead), so a GET that an
 * image or a link could make never does (issue 33, finding 5).
 */
export async function leadTimeline(
  db: Db,
  ref: LeadRef,
  options: { older?: number; withImages?: boolean } = {},
): Promise<LeadTimeline> {
  const { lead, entries, replySubject } = await buildEntries(db, ref, options.withImages ?? false);
  const skip = Math.max(0, options.older ?? 0);
  const end = Math.max(0, entries.length - skip);
  const start = Math.max(0, end - TIMELINE_PAGE);
  return {
    lead: { kind: ref.kind, id: ref.id, name: `${lead.firstName} ${lead.lastName}`, email: lead.email },
    emailWarning: await emailWarningOf(db, lead.email),
    texting: await textingOf(db, ref, lead.phone),
    entries: entries.slice(start, end),
    older: start,
    total: entries.length,
    replySubject,
  };
}

/** Marks the lead's inbound messages read (the owner opened its conversation); LeadNotFound when there is no such lead. */
export async function markRepliesRead(db: Db, ref: LeadRef): Promise<void> {
  if (!(await findLead(db, ref))) throw new LeadNotFound(`${ref.kind}/${ref.id}`);
  await markLeadMessagesRead(db, ref);
}

/**
 * The placeholders' values for this lead (the same names the templates use); `bookingLink` is the
 * link that works for the lead now (its standing booking's, else its own: issue 33).
 */
function placeholderValues(lead: NonNullable<Awaited<ReturnType<typeof findLead>>>, bookingLink: string) {
  return {
    firstName: lead.firstName,
    lastName: lead.lastName,
    projectType:
      lead.kind === "quote"
        ? (labelFor(projectTypeOptions, lead.projectType as ProjectType) ?? lead.projectType).toLowerCase()
        : null,
    address: lead.kind === "quote" ? lead.address : null,
    city: lead.kind === "quote" ? lead.city : null,
    state: lead.kind === "quote" ? lead.state : null,
    businessName: site.name,
    businessPhone: site.phone.display,
    customMessage: null,
    bookingLink,
    contactPromise: lead.kind === "quote" ? contactPromiseFor(lead.preferredContactMethod) : null,
  };
}

export interface ReplyPreview {
  subject: string;
  to: string;
  text: string;
}

async function composeReply(db: Db, ref: LeadRef, input: ReplyInput) {
  const lead = await findLead(db, ref);
  if (!lead) throw new LeadNotFound(`${ref.kind}/${ref.id}`);
  if (!lead.email) throw new ReplyRefused(text.reply.noEmail);
  const bookingLink = bookingLinkUrl(await currentTokenOfLead(db, ref));
  const body = renderText(input.body, placeholderValues(lead, bookingLink));
  if (!body.trim()) throw new ReplyRefused(text.reply.empty);
  const answered = await newestInboundOfLead(db, ref);
  const subject = answered ? reSubject(answered.subject) : text.reply.firstSubject(site.name);
  return { lead, body, subject, answered, to: lead.email };
}

export async function previewReply(db: Db, ref: LeadRef, input: ReplyInput): Promise<ReplyPreview> {
  const reply = await composeReply(db, ref, input);
  return { subject: reply.subject, to: reply.to, text: reply.body };
}

export interface SentReply {
  messageId: string;
  outboxId: string;
}

/**
 * Queues the owner's reply through the outbox, threaded (In-Reply-To / References of the newest
 * customer message, "Re:" subject, Reply-To the lead's mailbox) and recorded on the lead; the
 * customer's messages count as answered, and a lead still 'new' is answered by it (leads/answered.ts). Refused for an address that hard-bounced. A repeated
 * Idempotency-Key sends nothing twice.
 */
export async function sendReply(
  db: Db,
  ref: LeadRef,
  input: ReplyInput,
  adminId: string,
  key: string | undefined,
): Promise<SentReply> {
  const { outcome } = await runIdempotent<SentReply, null>(db, {
    scope: `reply:${ref.kind}:${ref.id}`,
    key,
    request: input,
    work: async (trx) => {
      const reply = await composeReply(trx, ref, input);
      if ((await suppressionsOf(trx, reply.to)).some((s) => s.reason === "hard-bounce")) {
        throw new ReplyRefused(text.reply.bounced);
      }
      const headers = [];
      if (reply.answered?.headerMessageId) {
        headers.push({ Name: "In-Reply-To", Value: reply.answered.headerMessageId });
        const references = [reply.answered.referencesHeader, reply.answered.headerMessageId].filter(Boolean).join(" ");
        headers.push({ Name: "References", Value: references.slice(-990) });
      }
      const html = reply.body
        .split(/\n{2,}/)
        .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll("\n", "<br>")}</p>`)
        .join("");
      const email = await composeEmail({ subject: reply.subject, bodyHtml: html, bodyText: reply.body });
      const outboxId = await queueCustomerEmail(trx, email, {
        toAddress: reply.to,
        tag: "reply",
        quoteId: ref.kind === "quote" ? ref.id : null,
        contactSubmissionId: ref.kind === "contact" ? ref.id : null,
        headers: headers.length > 0 ? JSON.stringify(headers) : null,
      });
      const messageId = await insertOutboundMessage(trx, {
        lead: ref,
        outboxId,
        fromAddress: getEnv().EMAIL_FROM,
        subject: reply.subject,
        textBody: reply.body,
        sentBy: adminId,
      });
      await markLeadMessagesAnswered(trx, ref);
      await markLeadAnswered(trx, ref, adminId);
      return { outcome: { messageId, outboxId }, result: null };
    },
  });
  return outcome;
}

export async function unmatchedMessages(db: Db): Promise<UnmatchedMessage[]> {
  const rows = await listUnmatched(db, 100);
  return Promise.all(
    rows.map(async (row) => {
      const open = row.fromAddress.includes("@") ? await newestOpenLeadOf(db, row.fromAddress) : undefined;
      const suggestions = [];
      if (open) {
        const lead = await findLead(db, open);
        if (lead) suggestions.push({ ...open, name: `${lead.firstName} ${lead.lastName}` });
      }
      return {
        message: messageView(row, undefined, new Map(), false),
        receivedAt: iso(row.createdAt),
        senderUnverified: row.senderUnverified,
        suggestions,
      };
    }),
  );
}

export async function attachUnmatched(db: Db, id: string, ref: LeadRef): Promise<void> {
  if (!(await findLead(db, ref))) throw new LeadNotFound(`${ref.kind}/${ref.id}`);
  if (!(await attachMessage(db, id, ref))) throw new MessageNotFound(id);
}

export async function discardUnmatched(db: Db, id: string): Promise<void> {
  if (!(await discardMessage(db, id))) throw new MessageNotFound(id);
}

const savedRepliesSetting = typedSetting<{ snippets: Snippet[] }>("saved-replies", snippetsSchema, () => ({
  snippets: [],
}));

export const savedReplies = savedRepliesSetting.read;
export const saveSavedReplies = savedRepliesSetting.write;
