/**
 * Follow-up steps by text (issue 32, item 2): the texter the follow-up scheduler and the owner's "Send now"
 * hand a step's text to. Every text goes through queueText, so the customer's consent, STOP, "Can't be
 * texted", texting being off and the automatic-mail caps all apply; a refusal comes back as the reason, which
 * the step's send records. A scheduled step's text goes at the step's moment moved past the business's closed
 * hours and the customer's quiet hours (9 pm–8 am in their zone, text-quiet-hours.ts); one the owner sends by
 * hand goes at once unless it is the customer's night.
 */
import type { Db } from "../../db/schema";
import { readBusinessCalendar } from "../../follow-ups/follow-up-settings";
import { followUpSchedulerWith } from "../../follow-ups/follow-ups.job";
import type { StepTexter } from "../../follow-ups/step-send.service";
import { stepTextMoment } from "../../../shared/text-quiet-hours";
import { queueTextDue } from "./queue-text";

export const queueStepText: StepTexter = async (trx: Db, { quote, body, idempotencyKey, now, byOwner }) => {
  const sendAt = stepTextMoment(now, await readBusinessCalendar(trx), quote.state, byOwner);
  const request = { leadKind: "quote" as const, leadId: quote.id, to: quote.phone ?? "", body, sendAt, idempotencyKey };
  return queueTextDue(trx, { ...request, purpose: "follow-up", automatic: true }, now);
};

/** The follow-up scheduler with text steps, as outbox-retry runs it. */
export const followUpScheduler = followUpSchedulerWith(queueStepText);
