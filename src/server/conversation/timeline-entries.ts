/**
 * The entries of a lead's timeline (issue 21, decision 038): the submission, every e-mail out and
 * message in, status changes, bookings, phase e-mails, and the proposal's events, oldest first.
 */
import type { Db } from "../db/schema";
import { getEnv } from "../env";
import { LeadNotFound } from "../errors";
import type { LeadRef } from "../leads/lead-ref";
import { messagesOfLead } from "./messages.repository";
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
import type { TimelineEntry } from "../../shared/conversation";
import { conversationStrings as text } from "../../shared/strings/conversation";
import { declineReasonOptions } from "../../shared/strings/proposals";
import { bookingTimelineStrings } from "../../shared/strings/booking";
import { formatBusinessTime } from "../../shared/format";
import { bookingEventsOfLead } from "../booking/bookings.repository";
import { statusChangesOfLead } from "../leads/status-history.repository";
import { callsOfLead } from "./calls.service";
import { changeOrdersOfQuote } from "../change-orders/change-orders.repository";
import {
  customerMailOfLead,
  findLead,
  followUpsOfQuote,
  proposalEventsOfQuote,
  userNames,
} from "./conversation.repository";
import { deliveryState, messageView } from "./message-view";
import { iso } from "../api-view";
import { paymentEntries } from "../payments/payment-timeline";
import { followUpTextNotes } from "../follow-ups/text-notes";
import { textingMarkers, textsOnConversation } from "../sms/text-view";

function sourceOf(lead: { utmSource: string | null; sourceReferrer: string | null; sourceLandingPage: string | null }) {
  return lead.utmSource ?? lead.sourceReferrer ?? lead.sourceLandingPage ?? null;
}

export const reSubject = (subject: string) => {
  const bare = subject.replace(/^\s*((re|aw|fwd?)\s*:\s*)+/i, "").trim();
  return `${text.reply.subjectPrefix}${bare || site.name}`.slice(0, 255);
};

/** Everything that happened to the lead, oldest first, and the subject a reply would carry. */
export async function buildEntries(db: Db, ref: LeadRef, withImages: boolean) {
  const lead = await findLead(db, ref);
  if (!lead) throw new LeadNotFound(`${ref.kind}/${ref.id}`);
  const env = getEnv();
  const [outbox, messages] = await Promise.all([
    customerMailOfLead(db, ref, env.BUSINESS_EMAIL),
    messagesOfLead(db, ref),
  ]);
  const outboxById = new Map(outbox.map((row) => [String(row.id), row]));
  const [statusChanges, calls] = await Promise.all([statusChangesOfLead(db, ref), callsOfLead(db, ref)]);
  const actors = [
    ...messages.map((m) => m.sentBy),
    ...statusChanges.map((c) => c.changedBy),
    ...calls.map((c) => c.loggedBy),
  ];
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
  const texts = await textsOnConversation(db, ref);
  for (const message of messages) {
    if (message.discardedAt) continue;
    const out = message.outboxId ? outboxById.get(String(message.outboxId)) : undefined;
    const view = messageView(message, out, names, withImages);
    view.textDelivery = texts.get(String(message.id)) ?? null;
    entries.push({ type: "message", at: iso(message.createdAt), message: view });
  }
  entries.push(...(await textingMarkers(db, lead.phone)));
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
  for (const call of calls) {
    const by = call.loggedBy ? (names.get(call.loggedBy) ?? null) : null;
    entries.push({ type: "status", at: iso(call.createdAt), label: text.timeline.callLogged, by });
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
    entries.push(...(await followUpTextNotes(db, lead.id)));
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
    for (const c of events.cancellations) {
      entries.push({
        type: "proposal",
        at: iso(c.cancelledAt),
        label: text.timeline.contractCancelled(version.get(c.proposalId) ?? 0, c.reason),
        by: null,
      });
    }
    for (const c of await changeOrdersOfQuote(db, lead.id)) {
      const t = text.timeline.changeOrder;
      entries.push({ type: "proposal", at: iso(c.issuedAt), label: t.issued(c.number, c.totalCents), by: null });
      if (c.signedAt && c.typedName)
        entries.push({ type: "proposal", at: iso(c.signedAt), label: t.signed(c.number, c.typedName), by: null });
      if (c.withdrawnAt)
        entries.push({ type: "proposal", at: iso(c.withdrawnAt), label: t.withdrawn(c.number), by: null });
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
    entries.push(...(await paymentEntries(db, lead.id)));
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
