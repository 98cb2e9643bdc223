/**
 * Settings → Follow-ups (decision 040): the sequences (like the e-mail templates: HTML sanitised on
 * save, placeholders checked by the shared schema) and the calendar settings. A change re-plans
 * every running enrolment at once, so the lead pages and the scheduler always agree.
 */
import { randomBytes } from "node:crypto";
import type { Db } from "../db/schema";
import { apiView } from "../api-view";
import { isUniqueViolation } from "../db/errors";
import {
  DEFAULT_STEP_CHANNEL,
  type AdminSequence,
  type FollowUpSettings,
  type FollowUpStep,
  type SequenceInput,
} from "../../shared/schemas/follow-ups";
import { followUpStrings } from "../../shared/strings/follow-ups";
import { emailStrings } from "../../shared/strings/email";
import { sanitizeEmailHtml } from "../content/sanitize";
import { linksStartingWithPlaceholder } from "../email/render";
import { FIELDS_MESSAGE, InvalidInput, SequenceNotFound, UnsafeInput } from "../errors";
import { readFollowUpSettings, writeFollowUpSettings } from "./follow-up-settings";
import {
  activeEnrolments,
  deleteSequence,
  findSequence,
  insertSequence,
  listSequences,
  updateEnrolment,
  updateSequence,
  type Sequence,
} from "./follow-ups.repository";
import { nextPlan } from "./plan";

function toAdmin(sequence: Sequence): AdminSequence {
  return apiView(sequence, ["id", "name", "trigger", "isActive", "steps", "updatedAt"]);
}

/** Steps as stored: ids kept or given, HTML sanitised, empty text null; refusals name their field. */
function cleanedSteps(input: SequenceInput): FollowUpStep[] {
  const seen = new Set<string>();
  return input.steps.map((step, index) => {
    const htmlContent = sanitizeEmailHtml(step.htmlContent);
    const field = `steps.${index}.htmlContent`;
    if (!htmlContent) throw new InvalidInput(FIELDS_MESSAGE, { [field]: "Nothing is left after removing unsafe HTML" });
    const unsafe = linksStartingWithPlaceholder(htmlContent);
    if (unsafe.length > 0) {
      throw new UnsafeInput(FIELDS_MESSAGE, { [field]: emailStrings.templates.placeholderLink(unsafe[0]!) });
    }
    let id = step.id && !seen.has(step.id) ? step.id : `step-${randomBytes(4).toString("hex")}`;
    while (seen.has(id)) id = `step-${randomBytes(4).toString("hex")}`;
    seen.add(id);
    return {
      id,
      delayDays: step.delayDays,
      isActive: step.isActive,
      subject: step.subject,
      htmlContent,
      textContent: step.textContent?.trim() || null,
      channel: step.channel ?? DEFAULT_STEP_CHANNEL,
      smsContent: step.smsContent?.trim() || null,
    };
  });
}

async function named<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new InvalidInput(FIELDS_MESSAGE, { name: followUpStrings.messages.nameTaken });
    throw error;
  }
}

/** Re-plans every running enrolment (of one sequence, or all) from `now` with the current settings. */
async function replan(db: Db, now: Date, sequenceId?: number): Promise<void> {
  const settings = await readFollowUpSettings(db);
  const sequences = new Map((await listSequences(db)).map((sequence) => [sequence.id, sequence]));
  for (const enrolment of await activeEnrolments(db)) {
    if (sequenceId !== undefined && enrolment.sequenceId !== sequenceId) continue;
    const sequence = sequences.get(enrolment.sequenceId);
    if (!sequence) continue;
    const plan = nextPlan(sequence.steps, enrolment.nextStep, enrolment.anchorAt, settings, now);
    await updateEnrolment(db, enrolment.id, { status: plan.nextDueAt ? "active" : "finished", ...plan });
  }
}

export async function listSequencesForAdmin(db: Db): Promise<AdminSequence[]> {
  return (await listSequences(db)).map(toAdmin);
}

export async function createSequence(db: Db, input: SequenceInput): Promise<AdminSequence> {
  return toAdmin(await named(() => insertSequence(db, { ...input, steps: cleanedSteps(input) })));
}

export async function saveSequence(db: Db, id: number, input: SequenceInput, now: Date): Promise<AdminSequence> {
  return db.transaction().execute(async (trx) => {
    const saved = await named(() => updateSequence(trx, id, { ...input, steps: cleanedSteps(input) }));
    if (!saved) throw new SequenceNotFound(id);
    await replan(trx, now, id);
    return toAdmin(saved);
  });
}

export async function removeSequence(db: Db, id: number): Promise<{ deleted: true }> {
  if (!(await findSequence(db, id)) || !(await deleteSequence(db, id))) throw new SequenceNotFound(id);
  return { deleted: true };
}

export const getFollowUpSettings = readFollowUpSettings;

export async function saveFollowUpSettings(db: Db, settings: FollowUpSettings, now: Date): Promise<FollowUpSettings> {
  const holidays = [...new Map(settings.holidays.map((holiday) => [holiday.date, holiday])).values()].sort((a, b) =>
    a.date.localeCompare(b.date),
  );
  const cleaned = { ...settings, holidays };
  await db.transaction().execute(async (trx) => {
    await writeFollowUpSettings(trx, cleaned);
    await replan(trx, now);
  });
  return cleaned;
}
