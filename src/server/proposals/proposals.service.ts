/**
 * The owner's proposals (issue 20): a draft per quote, autosaved whole; a sent version never
 * changes (409), a new version copies it; withdraw; duplicate to another quote; delete, except a
 * signed one. Sending and the customer's answers are flows (flows/proposals/); the customer's page
 * is customer-page.service.ts.
 */
import { randomBytes } from "node:crypto";
import type { Db } from "../db/schema";
import type { AdminProposal } from "../../shared/proposals/admin-view";
import { MAX_TOTAL_CENTS } from "../../shared/proposals/money";
import { priceOptions } from "../../shared/proposals/document";
import {
  proposalDefaultsSchema,
  type ProposalContent,
  type ProposalContentInput,
  type ProposalDefaults,
} from "../../shared/schemas/proposal";
import { proposalMessages as m } from "../../shared/strings/proposals";
import { FIELDS_MESSAGE, InvalidInput, ProposalConflict, ProposalNotFound, QuoteNotFound } from "../errors";
import { findQuote } from "../quotes/quotes.repository";
import { businessDay } from "../periods/business-day";
import { unknownPhotoFields } from "./proposal-document";
import { toAdminProposal } from "./proposal-view";
import {
  deleteProposal,
  expireDueProposals,
  findProposal,
  findProposalForUpdate,
  findVersionWithStatus,
  insertProposal,
  listProposalsOfQuote,
  nextVersion,
  updateProposal,
  type ProposalRow,
} from "./proposals.repository";
import { typedSetting } from "../settings/settings.repository";

export const PROPOSAL_DEFAULTS_KEY = "proposal-defaults";
const FALLBACK_DEFAULTS: ProposalDefaults = { terms: "", warranty: "", validDays: 30 };

const proposalDefaults = typedSetting<ProposalDefaults>(
  PROPOSAL_DEFAULTS_KEY,
  proposalDefaultsSchema,
  () => FALLBACK_DEFAULTS,
);

export const getProposalDefaults = proposalDefaults.read;
export const setProposalDefaults = proposalDefaults.write;

/** Every option gets a stable id: kept when the console sends it back, new otherwise, never twice. */
export function withOptionIds(content: ProposalContentInput): ProposalContent {
  const seen = new Set<string>();
  const options = content.options.map((option) => {
    let id = option.id;
    if (!id || seen.has(id)) id = `option-${randomBytes(4).toString("hex")}`;
    seen.add(id);
    return { ...option, id };
  });
  return { ...content, options };
}

/** Rules a save checks beyond the schema: photos from the library, totals within the limit. */
async function assertSavable(db: Db, content: ProposalContent): Promise<void> {
  const fields = await unknownPhotoFields(db, content.photoKeys);
  priceOptions(content).forEach((option, index) => {
    if (option.totals.totalCents > MAX_TOTAL_CENTS) fields[`options.${index}`] = m.totalTooLarge;
  });
  if (Object.keys(fields).length > 0) throw new InvalidInput(FIELDS_MESSAGE, fields);
}

async function view(db: Db, row: ProposalRow): Promise<AdminProposal> {
  return toAdminProposal(db, row);
}

async function existing(db: Db, id: number): Promise<ProposalRow> {
  await expireDueProposals(db);
  const row = await findProposal(db, id);
  if (!row) throw new ProposalNotFound(id);
  return row;
}

export async function getProposal(db: Db, id: number): Promise<AdminProposal> {
  return view(db, await existing(db, id));
}

export async function listProposals(db: Db, quoteId: number): Promise<AdminProposal[]> {
  await expireDueProposals(db);
  const rows = await listProposalsOfQuote(db, quoteId);
  return Promise.all(rows.map((row) => view(db, row)));
}

async function insertDraft(db: Db, quoteId: number, content: ProposalContent, adminId: string | null) {
  const quote = await findQuote(db, quoteId);
  if (!quote) throw new QuoteNotFound(quoteId);
  const blocking = await findVersionWithStatus(db, quoteId, ["draft", "accepted"]);
  if (blocking) throw new ProposalConflict(blocking.status === "draft" ? m.draftExists : m.quoteSigned);
  return insertProposal(db, {
    quoteId,
    version: await nextVersion(db, quoteId),
    content: JSON.stringify(content),
    validUntil: content.validUntil,
    createdBy: adminId,
  });
}

/** A blank draft with the owner's default terms, warranty and validity. */
export async function createProposal(db: Db, quoteId: number, adminId: string | null) {
  const defaults = await getProposalDefaults(db);
  const content: ProposalContent = {
    coverNote: "",
    sections: [],
    options: [],
    discount: null,
    taxRateMillipercent: 0,
    deposit: null,
    validUntil: businessDay(new Date(), defaults.validDays),
    terms: defaults.terms,
    warranty: defaults.warranty,
    photoKeys: [],
  };
  return view(db, await insertDraft(db, quoteId, content, adminId));
}

/** Autosave: the whole document replaces the draft's. A sent version is refused (409). */
export async function saveProposal(db: Db, id: number, input: ProposalContentInput) {
  const content = withOptionIds(input);
  await assertSavable(db, content);
  const row = await db.transaction().execute(async (trx) => {
    const current = await findProposalForUpdate(trx, id);
    if (!current) throw new ProposalNotFound(id);
    if (current.status !== "draft") throw new ProposalConflict(m.notDraft);
    return updateProposal(trx, id, { content: JSON.stringify(content), validUntil: content.validUntil });
  });
  return view(db, row);
}

/** Version n+1 of the quote's proposal, starting from this one's content, valid for the default days again. */
export async function newVersion(db: Db, id: number, adminId: string | null) {
  const source = await existing(db, id);
  if (source.status === "draft") throw new ProposalConflict(m.noNewVersionOfDraft);
  const defaults = await getProposalDefaults(db);
  const content = { ...source.content, validUntil: businessDay(new Date(), defaults.validDays) };
  return view(db, await insertDraft(db, source.quoteId, content, adminId));
}

/** A copy of this proposal's content as a new draft for another quote. */
export async function duplicateProposal(db: Db, id: number, quoteId: number, adminId: string | null) {
  const source = await existing(db, id);
  const defaults = await getProposalDefaults(db);
  const options = source.content.options.map((option) => ({ ...option, id: undefined }));
  const content = withOptionIds({
    ...source.content,
    options,
    validUntil: businessDay(new Date(), defaults.validDays),
  });
  return view(db, await insertDraft(db, quoteId, content, adminId));
}

export async function withdrawProposal(db: Db, id: number) {
  const row = await db.transaction().execute(async (trx) => {
    const current = await findProposalForUpdate(trx, id);
    if (!current) throw new ProposalNotFound(id);
    if (current.status !== "sent") throw new ProposalConflict(m.notSent);
    return updateProposal(trx, id, { status: "withdrawn", withdrawnAt: new Date() });
  });
  return view(db, row);
}

export async function removeProposal(db: Db, id: number): Promise<{ deleted: true }> {
  await db.transaction().execute(async (trx) => {
    const current = await findProposalForUpdate(trx, id);
    if (!current) throw new ProposalNotFound(id);
    if (current.status === "accepted") throw new ProposalConflict(m.cannotDeleteAccepted);
    if (current.status === "sent") throw new ProposalConflict(m.cannotDeleteSent);
    await deleteProposal(trx, id);
  });
  return { deleted: true };
}
