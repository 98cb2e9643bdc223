/**
 * Sending a follow-up step (issue 22, decision 040): the stop rules checked at send time, the one
 * composition of a step's e-mail (template, placeholders, the proposal's link, unsubscribe link and
 * headers), and the scheduler's work for one due enrolment.
 */
import type { Db, Quote } from "../db/schema";
import { businessDayOf } from "../../shared/business-calendar";
import { DEFAULT_STEP_CHANNEL, type FollowUpSettings, type FollowUpStep } from "../../shared/schemas/follow-ups";
import { followUpStrings, type StopReason } from "../../shared/strings/follow-ups";
import { escapeHtml, renderText } from "../email/render";
import { suppressionsOf } from "../email/suppressions.repository";
import { getEnv } from "../env";
import { proposalPath, recoverToken } from "../proposals/proposal-token";
import { renderTemplateMail, templateValues } from "../email/template-mail";
import { findQuote } from "../quotes/quotes.repository";
import {
  findSequence,
  insertSend,
  latestSentVersion,
  setSendOutbox,
  setSendText,
  updateEnrolment,
  type Enrolment,
  type Sequence,
} from "./follow-ups.repository";
import { changeAfterSend, decideDueStep, isDueAt } from "./plan";
import { queueUnsubscribableEmail } from "./unsubscribe";
import { INVOICE_TRIGGER, invoiceStopReason, invoiceUrlOf, queueInvoiceReminder } from "./invoice-reminders";

export const FOLLOW_UP_TAG = "follow-up";

/** Why nothing more may go to this lead in this sequence (about this invoice), if anything; checked at send time. */
export async function stopReasonFor(
  db: Db,
  sequence: Sequence | undefined,
  quote: Quote | undefined,
  now: Date,
  invoiceId: number | null = null,
): Promise<StopReason | undefined> {
  if (!sequence?.isActive || !quote) return "sequence-off";
  const aboutInvoice = sequence.trigger === INVOICE_TRIGGER;
  // A completed job is when the last invoice goes out: its reminders go on.
  if (quote.status === "cancelled" || (quote.status === "completed" && !aboutInvoice)) return quote.status;
  if (quote.isSpam) return "spam";
  const invoiceStop = aboutInvoice ? await invoiceStopReason(db, invoiceId) : undefined;
  if (invoiceStop) return invoiceStop;
  if (sequence.trigger === "quote-requested" && quote.status !== "new") return "status-changed";
  if (sequence.trigger === "proposal-sent") {
    if (quote.wonAt) return "accepted";
    if (quote.lostAt) return "declined";
    const version = await latestSentVersion(db, quote.id);
    if (version?.status !== "sent") return "proposal-closed";
    // Past its valid-until day (in the business's zone) it is expired, though no job has marked it.
    if (version.validUntil.toISOString().slice(0, 10) < businessDayOf(now)) return "proposal-closed";
  }
  const suppressions = await suppressionsOf(db, quote.email);
  if (suppressions.some((row) => row.reason === "unsubscribed")) return "unsubscribed";
  if (suppressions.length > 0) return "bounced";
  return undefined;
}

/** The page a step links: the proposal's, or the invoice's; undefined for other sequences or no token. */
async function pageUrlOf(db: Db, sequence: Sequence, enrolment: Enrolment) {
  if (sequence.trigger === INVOICE_TRIGGER) return invoiceUrlOf(db, enrolment.invoiceId);
  return proposalUrlOf(db, sequence, enrolment.quoteId);
}

async function proposalUrlOf(db: Db, sequence: Sequence, quoteId: number) {
  if (sequence.trigger !== "proposal-sent") return undefined;
  const version = await latestSentVersion(db, quoteId);
  const token = version && recoverToken(version);
  return token ? `${getEnv().SITE_URL.replace(/\/+$/, "")}${proposalPath(token)}` : undefined;
}

/** The step's template with the proposal's link under it, when the sequence is about a proposal. */
function templateOf(step: FollowUpStep, url: string | undefined) {
  if (!url) return step;
  const label = followUpStrings.email.proposalLink;
  return {
    ...step,
    // The address is the link text too, so the plain-text twin (derived from the HTML) keeps it.
    htmlContent: `${step.htmlContent}<p>${escapeHtml(label)}: <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
    textContent: step.textContent ? `${step.textContent}\n\n${label}: ${url}` : null,
  };
}

/**
 * Queues a step's text through queueText (flows/sms/step-text.ts: the texting flow, passed in so this entity
 * imports no flow): its id, and whether it is due now; or why it cannot go (queueText's refusal).
 */
export type StepTexter = (
  trx: Db,
  text: { quote: Quote; body: string; idempotencyKey: string; now: Date; byOwner: boolean },
) => Promise<{ textId: string; dueNow: boolean } | { skipped: string }>;

/** What a step queued: its e-mail (outbox id) and its text (id, when due now, for delivery after commit). */
export interface QueuedStep {
  outboxId?: string;
  textId?: string;
}

/** The step's text (its wording, then the proposal's link), or why none goes (decision in docs/product.md). */
async function queueStepText(
  trx: Db,
  texter: StepTexter | undefined,
  step: FollowUpStep,
  quote: Quote,
  url: string | undefined,
  sendId: string,
  now: Date,
  byOwner: boolean,
  invoice: boolean,
) {
  if (!texter) return { skipped: "off" };
  const wording = renderText(step.smsContent ?? "", templateValues(quote, null));
  const label = invoice ? followUpStrings.email.invoiceLink : followUpStrings.email.proposalLink;
  const body = url ? `${wording}\n${label}: ${url}` : wording;
  return texter(trx, { quote, body, idempotencyKey: `follow-up-${sendId}`, now, byOwner });
}

/**
 * Queues step `index` to the quote's customer, once per (lead, step, local day): a second attempt the same day
 * (a run that died after committing, a double Send now) finds the send row and queues nothing (undefined).
 * By its channel: the e-mail through the outbox, the text through queueText, or both. A text that cannot go
 * (no consent, STOP, can't be texted, texting off) is recorded on the send (`textSkipped`, shown on the
 * timeline): a "both" step still sends its e-mail, a "text" step sends nothing.
 * A quote request's address is unverified, so its reminder e-mail carries no visitor text (036b).
 */
export async function queueStep(
  trx: Db,
  enrolment: Enrolment,
  sequence: Sequence,
  quote: Quote,
  index: number,
  now: Date,
  byOwner: boolean,
  texter?: StepTexter,
): Promise<QueuedStep | undefined> {
  const step = sequence.steps[index]!;
  const channel = step.channel ?? DEFAULT_STEP_CHANNEL;
  const send = await insertSend(trx, {
    enrolmentId: enrolment.id,
    quoteId: quote.id,
    sequenceId: sequence.id,
    stepId: step.id,
    stepNumber: index + 1,
    invoiceId: enrolment.invoiceId,
    localDay: businessDayOf(now),
    byOwner,
  });
  if (!send) return undefined;
  const url = await pageUrlOf(trx, sequence, enrolment);
  const aboutInvoice = sequence.trigger === INVOICE_TRIGGER;
  const queued: QueuedStep = {};
  if (channel !== "email") {
    const text = await queueStepText(trx, texter, step, quote, url, send.id, now, byOwner, aboutInvoice);
    if ("skipped" in text) await setSendText(trx, send.id, { textSkipped: text.skipped });
    else {
      await setSendText(trx, send.id, { smsMessageId: text.textId });
      if (text.dueNow) queued.textId = text.textId;
    }
  }
  if (channel !== "text") {
    const template = templateOf(step, url);
    queued.outboxId = aboutInvoice
      ? await queueInvoiceReminder(trx, quote, enrolment.invoiceId)
      : await queueUnsubscribableEmail(trx, quote, FOLLOW_UP_TAG, (unsubscribeUrl) =>
          renderTemplateMail(template, quote, null, sequence.trigger === "quote-requested", { unsubscribeUrl }),
        );
    if (queued.outboxId) await setSendOutbox(trx, send.id, queued.outboxId);
  }
  return queued;
}

/** Moves the enrolment past step `index`: the next step no sooner than the next business day. */
export function advancePast(
  trx: Db,
  enrolment: Enrolment,
  sequence: Sequence,
  index: number,
  now: Date,
  settings: FollowUpSettings,
  paused = false,
) {
  const change = changeAfterSend(sequence.steps, index, enrolment.anchorAt, now, settings);
  const held = paused && change.status !== "finished";
  return updateEnrolment(trx, enrolment.id, held ? { nextStep: change.nextStep, nextDueAt: null } : change);
}

export type SendOutcome = "sent" | "stopped" | "deferred" | "finished" | "skipped";

/**
 * The scheduler's work for one due enrolment, inside its transaction with the row locked: stop it
 * if a stop rule now holds, wait for business hours, or queue its step and plan the next one.
 */
export async function sendDueStep(
  trx: Db,
  enrolment: Enrolment,
  now: Date,
  settings: FollowUpSettings,
  texter?: StepTexter,
): Promise<SendOutcome> {
  if (!isDueAt(enrolment, now)) return "skipped";
  const sequence = await findSequence(trx, enrolment.sequenceId);
  const quote = await findQuote(trx, enrolment.quoteId);
  const reason = await stopReasonFor(trx, sequence, quote, now, enrolment.invoiceId);
  if (reason) {
    await updateEnrolment(trx, enrolment.id, { status: "stopped", stopReason: reason, nextDueAt: null });
    return "stopped";
  }
  const decision = decideDueStep(enrolment, sequence!.steps, now, settings);
  if (decision.outcome === "sent")
    await queueStep(trx, enrolment, sequence!, quote!, decision.index, now, false, texter);
  await updateEnrolment(trx, enrolment.id, decision.change);
  return decision.outcome;
}
