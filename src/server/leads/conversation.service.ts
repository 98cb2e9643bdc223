/**
 * One lead, one conversation (issue 21, decision 038): the timeline of everything about the customer,
 * newest last and paged past TIMELINE_PAGE entries; reading marks the customer's replies read; the
 * composer's reply goes through the outbox threaded on the message it answers; the Unmatched list.
 */
import type { Kysely, Selectable } from "kysely";
import type { Database } from "../db/schema";
import type { EmailOutboxTable } from "../db/mail-tables";
import type { LeadMessagesTable } from "../db/conversation-tables";
import { getEnv } from "../env";
import { composeEmail } from "../email/compose";
import { escapeHtml, renderText } from "../email/render";
import { queueCustomerEmail } from "../email/queue-email";
import { suppressionsOf } from "../email/suppressions.repository";
import { LeadNotFound, MessageNotFound, ReplyRefused } from "../errors";
import { sanitizeRichText } from "../content/sanitize";
import { runIdempotent } from "../intake/idempotency.service";
import type { LeadRef } from "../mail-events/lead-ref";
import {
  attachMessage,
  discardMessage,
  insertOutboundMessage,
  listUnmatched,
  markLeadMessagesAnswered,
  markLeadMessagesRead,
  messagesOfLead,
  newestInboundOfLead,
  newestOpenLeadOf,
} from "../mail-events/messages.repository";
import { readSetting, writeSetting } from "../proposals/proposals.repository";
import {
  contactStatusLabels,
  labelFor,
  type ContactStatus,
  projectTypeOptions,
  quotePhaseOptions,
  quoteStatusOptions,
  type ProjectType,
  type QuoteStatus,
} from "../../shared/options";
import { site } from "../../shared/site";
import {
  TIMELINE_PAGE,
  type DeliveryState,
  type LeadTimeline,
  type MessageView,
  type TimelineEntry,
  type UnmatchedMessage,
} from "../../shared/conversation";
import { snippetsSchema, type ReplyInput, type Snippet } from "../../shared/schemas/conversation";
import { conversationStrings as text } from "../../shared/strings/conversation";
import { declineReasonOptions } from "../../shared/strings/proposals";
import { bookingTimelineStrings } from "../../shared/strings/booking";
import { formatBusinessTime } from "../../shared/format";
import { bookingEventsOfLead } from "../booking/bookings.repository";
import { bookingUrl } from "../booking/booking-token";
import { statusChangesOfLead } from "./status-history.repository";
import {
  customerMailOfLead,
  findLead,
  followUpsOfQuote,
  proposalEventsOfQuote,
  userNames,
} from "./conversation.repository";

type OutboxRow = Selectable<EmailOutboxTable>;
type MessageRow = Selectable<LeadMessagesTable>;

export function deliveryState(row: OutboxRow): DeliveryState {
  if (row.complainedAt) return "complained";
  if (row.bouncedAt) return "bounced";
  if (row.openedAt) return "opened";
  if (row.deliveredAt) return "delivered";
  if (row.status === "sent") return "sent";
  if (row.status === "failed") return "failed";
  return "queued";
}

const iso = (date: Date) => date.toISOString();
const IMG = /<img\b[^>]*>/gi;

function messageView(
  row: MessageRow,
  outbox: OutboxRow | undefined,
  names: Map<string, string>,
  withImages: boolean,
): MessageView {
  const remoteImages = row.htmlBody?.match(IMG)?.length ?? 0;
  const html = row.htmlBody ? (withImages ? row.htmlBody : row.htmlBody.replace(IMG, "")) : null;
  return {
    id: String(row.id),
    direction: row.direction,
    from: row.fromAddress,
    fromName: row.fromName,
    subject: row.subject,
    text: row.strippedText || row.textBody,
    fullText: row.textBody && row.textBody.trim() !== row.strippedText.trim() ? row.textBody : null,
    html: html && sanitizeRichText(html),
    remoteImages,
    attachments: row.attachments.map((attachment) => ({
      name: attachment.name,
      contentType: attachment.contentType,
      size: attachment.size,
      url: attachment.key ? `/api/admin/messages/${row.id}/attachments/${encodeURIComponent(attachment.key)}` : null,
      dropped: attachment.dropped ?? null,
    })),
    readAt: row.readAt ? iso(row.readAt) : null,
    sentBy: row.sentBy ? (names.get(row.sentBy) ?? null) : null,
    delivery: outbox ? deliveryState(outbox) : null,
    bounceDescription: outbox?.bounceDescription ?? null,
  };
}

/** "E-mail bounced: …" when the address hard-bounced, the spam notice after a complaint; null otherwise. */
export async function emailWarningOf(db: Kysely<Database>, email: string | null): Promise<string | null> {
  if (!email) return null;
  const reasons = (await suppressionsOf(db, email)).map((suppression) => suppression.reason);
  if (reasons.includes("hard-bounce")) return text.bouncedEmail;
  if (reasons.includes("spam-complaint")) return text.complainedEmail;
  return null;
}

function sourceOf(lead: { utmSource: string | null; sourceReferrer: string | null; sourceLandingPage: string | null }) {
  return lead.utmSource ?? lead.sourceReferrer ?? lead.sourceLandingPage ?? null;
}

const reSubject = (subject: string) => {
  const bare = subject.replace(/^\s*((re|aw|fwd?)\s*:\s*)+/i, "").trim();
  return `${text.reply.subjectPrefix}${bare || site.name}`.slice(0, 255);
};

async function buildEntries(db: Kysely<Database>, ref: LeadRef, withImages: boolean) {
  const lead = await findLead(db, ref);
  if (!lead) throw new LeadNotFound(`${ref.kind}/${ref.id}`);
  const env = getEnv();
  const [outbox, messages] = await Promise.all([
    customerMailOfLead(db, ref, env.BUSINESS_EMAIL),
    messagesOfLead(db, ref),
  ]);
  const outboxById = new Map(outbox.map((row) => [String(row.id), row]));
  const statusChanges = await statusChangesOfLead(db, ref);
  const actors = [...messages.map((m) => m.sentBy), ...statusChanges.map((c) => c.changedBy)];
  const names = await userNames(db, [...new Set(actors.flatMap((id) => (id ? [id] : [])))]);
  const entries: TimelineEntry[] = [];
  const summary =
    lead.kind === "quote"
      ? `${labelFor(projectTypeOptions, lead.projectType as ProjectType) ?? lead.projectType}: ${lead.description ?? ""}`
      : lead.message;
  entries.push({
    type: "submission",
    at: iso(lead.createdAt),
    kind: ref.kind,
    source: sourceOf(lead),
    summary: summary.trim(),
  });
  if (lead.firstResponseAt)
    entries.push({ type: "status", at: iso(lead.firstResponseAt), label: "First response", by: null });
  const linkedOutbox = new Set(messages.flatMap((m) => (m.outboxId ? [String(m.outboxId)] : [])));
  for (const row of outbox) {
    if (linkedOutbox.has(String(row.id))) continue;
    entries.push({
      type: "mail-out",
      at: iso(row.sentAt ?? row.createdAt),
      subject: row.subject,
      to: row.toAddress,
      delivery: deliveryState(row),
      detail: row.bounceDescription ?? (row.status === "failed" ? row.lastError : null),
      outboxId: String(row.id),
    });
  }
  for (const message of messages) {
    if (message.discardedAt) continue;
    const out = message.outboxId ? outboxById.get(String(message.outboxId)) : undefined;
    entries.push({
      type: "message",
      at: iso(message.createdAt),
      message: messageView(message, out, names, withImages),
    });
  }
  const statusLabel = (status: string) =>
    (ref.kind === "quote"
      ? labelFor(quoteStatusOptions, status as QuoteStatus)
      : contactStatusLabels[status as ContactStatus]) ?? status;
  for (const change of statusChanges) {
    entries.push({
      type: "status",
      at: iso(change.createdAt),
      label: text.timeline.statusChange(statusLabel(change.fromStatus), statusLabel(change.toStatus)),
      by: change.changedBy ? (names.get(change.changedBy) ?? null) : null,
    });
  }
  for (const event of await bookingEventsOfLead(db, ref)) {
    const label = bookingTimelineStrings[event.kind](formatBusinessTime(event.startsAt), event.actor);
    entries.push({ type: "status", at: iso(event.createdAt), label, by: null });
  }
  if (lead.kind === "quote") {
    for (const followUp of await followUpsOfQuote(db, lead.id)) {
      const phase = labelFor(quotePhaseOptions, followUp.phase) ?? followUp.phase;
      entries.push({ type: "status", at: iso(followUp.createdAt), label: `Phase: ${phase}`, by: null });
    }
    const events = await proposalEventsOfQuote(db, lead.id);
    const version = new Map(events.proposals.map((p) => [p.id, p.version]));
    for (const proposal of events.proposals) {
      const by = proposal.byName ?? proposal.byEmail ?? null;
      if (proposal.sentAt)
        entries.push({ type: "proposal", at: iso(proposal.sentAt), label: `Proposal v${proposal.version} sent`, by });
      if (proposal.firstOpenedAt)
        entries.push({
          type: "proposal",
          at: iso(proposal.firstOpenedAt),
          label: `Proposal v${proposal.version} opened by the customer`,
          by: null,
        });
      if (proposal.withdrawnAt)
        entries.push({
          type: "proposal",
          at: iso(proposal.withdrawnAt),
          label: `Proposal v${proposal.version} withdrawn`,
          by,
        });
    }
    for (const a of events.acceptances) {
      entries.push({
        type: "proposal",
        at: iso(a.acceptedAt),
        label: `Proposal v${version.get(a.proposalId)} accepted: ${a.optionTitle} (signed ${a.typedName})`,
        by: null,
      });
    }
    for (const d of events.declines) {
      const reason = declineReasonOptions.find((option) => option.value === d.reason)?.label ?? d.reason;
      entries.push({
        type: "proposal",
        at: iso(d.declinedAt),
        label: `Proposal v${version.get(d.proposalId)} declined: ${reason}`,
        by: null,
      });
    }
    for (const q of events.questions) {
      // Questions are messages on the conversation already; an update request is an event.
      if (q.kind === "update-request") {
        entries.push({
          type: "proposal",
          at: iso(q.askedAt),
          label: `Update asked for proposal v${version.get(q.proposalId)}`,
          by: null,
        });
      }
    }
    if (lead.wonAt) entries.push({ type: "status", at: iso(lead.wonAt), label: "Won", by: null });
    if (lead.lostAt)
      entries.push({
        type: "status",
        at: iso(lead.lostAt),
        label: `Lost${lead.lostReason ? `: ${lead.lostReason}` : ""}`,
        by: null,
      });
  }
  if (lead.notes?.trim()) entries.push({ type: "notes", at: iso(lead.updatedAt), text: lead.notes });
  entries.sort((a, b) => a.at.localeCompare(b.at));
  const newestIn = [...messages].reverse().find((m) => m.direction === "in");
  return { lead, entries, replySubject: newestIn ? reSubject(newestIn.subject) : text.reply.firstSubject(site.name) };
}

/** The lead's timeline, newest last; `older` entries are skipped from the end (paging back). Marks replies read. */
export async function leadTimeline(
  db: Kysely<Database>,
  ref: LeadRef,
  options: { older?: number; withImages?: boolean } = {},
): Promise<LeadTimeline> {
  const { lead, entries, replySubject } = await buildEntries(db, ref, options.withImages ?? false);
  await markLeadMessagesRead(db, ref);
  const skip = Math.max(0, options.older ?? 0);
  const end = Math.max(0, entries.length - skip);
  const start = Math.max(0, end - TIMELINE_PAGE);
  return {
    lead: { kind: ref.kind, id: ref.id, name: `${lead.firstName} ${lead.lastName}`, email: lead.email },
    emailWarning: await emailWarningOf(db, lead.email),
    entries: entries.slice(start, end),
    older: start,
    total: entries.length,
    replySubject,
  };
}

/** The placeholders' values for this lead (the same names the templates use). */
function placeholderValues(lead: NonNullable<Awaited<ReturnType<typeof findLead>>>) {
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
    bookingLink: bookingUrl(lead),
  };
}

export interface ReplyPreview {
  subject: string;
  to: string;
  text: string;
}

async function composeReply(db: Kysely<Database>, ref: LeadRef, input: ReplyInput) {
  const lead = await findLead(db, ref);
  if (!lead) throw new LeadNotFound(`${ref.kind}/${ref.id}`);
  if (!lead.email) throw new ReplyRefused(text.reply.noEmail);
  const body = renderText(input.body, placeholderValues(lead));
  if (!body.trim()) throw new ReplyRefused(text.reply.empty);
  const answered = await newestInboundOfLead(db, ref);
  const subject = answered ? reSubject(answered.subject) : text.reply.firstSubject(site.name);
  return { lead, body, subject, answered, to: lead.email };
}

export async function previewReply(db: Kysely<Database>, ref: LeadRef, input: ReplyInput): Promise<ReplyPreview> {
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
 * customer's messages count as answered. Refused for an address that hard-bounced. A repeated
 * Idempotency-Key sends nothing twice.
 */
export async function sendReply(
  db: Kysely<Database>,
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
      return { outcome: { messageId, outboxId }, result: null };
    },
  });
  return outcome;
}

export async function unmatchedMessages(db: Kysely<Database>): Promise<UnmatchedMessage[]> {
  const rows = await listUnmatched(db, 100);
  return Promise.all(
    rows.map(async (row) => {
      const open = row.fromAddress.includes("@") ? await newestOpenLeadOf(db, row.fromAddress) : undefined;
      const suggestions = [];
      if (open) {
        const lead = await findLead(db, open);
        if (lead) suggestions.push({ ...open, name: `${lead.firstName} ${lead.lastName}` });
      }
      return { message: messageView(row, undefined, new Map(), false), receivedAt: iso(row.createdAt), suggestions };
    }),
  );
}

export async function attachUnmatched(db: Kysely<Database>, id: string, ref: LeadRef): Promise<void> {
  if (!(await findLead(db, ref))) throw new LeadNotFound(`${ref.kind}/${ref.id}`);
  if (!(await attachMessage(db, id, ref))) throw new MessageNotFound(id);
}

export async function discardUnmatched(db: Kysely<Database>, id: string): Promise<void> {
  if (!(await discardMessage(db, id))) throw new MessageNotFound(id);
}

const SNIPPETS_KEY = "saved-replies";

export async function savedReplies(db: Kysely<Database>): Promise<{ snippets: Snippet[] }> {
  const parsed = snippetsSchema.safeParse(await readSetting(db, SNIPPETS_KEY));
  return parsed.success ? parsed.data : { snippets: [] };
}

export async function saveSavedReplies(db: Kysely<Database>, input: { snippets: Snippet[] }) {
  await writeSetting(db, SNIPPETS_KEY, input);
  return input;
}
