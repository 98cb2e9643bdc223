/**
 * Send: the draft is checked complete, frozen (its document stored with its SHA-256), given its
 * link token (only the hash stored), earlier sent versions become replaced, the quote becomes
 * 'quoted', and the e-mail with the link is queued, all in one transaction. Idempotent per key,
 * so a double click sends one e-mail.
 */
import { siteUrl } from "../../env";
import type { Db } from "../../db/schema";
import type { AdminProposal } from "../../../shared/proposals/admin-view";
import type { ProposalContent } from "../../../shared/schemas/proposal";
import { proposalMessages as m } from "../../../shared/strings/proposals";
import { ContractIncomplete, InvalidInput, ProposalConflict, ProposalNotFound, QuoteNotFound } from "../../errors";
import { runIdempotent } from "../../intake/idempotency.service";
import { markLeadAnswered } from "../../leads/answered";
import { recordStatusChange } from "../../leads/status-history.repository";
import { findQuoteForUpdate, updateQuote } from "../../quotes/quotes.repository";
import { buildDocument, documentSha256, unknownPhotoFields } from "../../proposals/proposal-document";
import { queueProposalLink } from "../../proposals/proposal-mail";
import { newToken, proposalPath } from "../../proposals/proposal-token";
import { linkTextStrings } from "../../../shared/strings/link-texts";
import { textIdsOf, textLeadLink, type LinkText } from "../sms/link-text";
import { enrolLead } from "../../follow-ups/follow-ups.service";
import { toAdminProposal } from "../../proposals/proposal-view";
import {
  findProposal,
  findProposalForUpdate,
  replaceSentVersions,
  updateProposal,
} from "../../proposals/proposals.repository";
import { businessDay } from "../../periods/business-day";
import { getContractSettings } from "../../settings/contract-settings";
import { contractMessages, missingContractTerms } from "../../../shared/contract/contract-terms";

export interface ProposalSent {
  proposal: AdminProposal;
  queuedOutboxIds: string[];
  /** "Also send by text": what the text did (the same on a replay); texts to deliver after commit. */
  text?: LinkText;
  textIds: string[];
}

/**
 * What a draft needs before it can go out; each gap named by its field: 400 for the document's own
 * gaps, 422 when only terms the law of the job's state requires are missing (decision 045).
 */
async function assertSendable(
  db: Db,
  content: ProposalContent,
  address: { state: string; zipCode: string },
): Promise<void> {
  const fields: Record<string, string> = {};
  if (content.options.length === 0) fields.options = "Add at least one option";
  content.options.forEach((option, index) => {
    if (option.lineItems.length === 0) fields[`options.${index}.lineItems`] = "Add at least one line";
  });
  if (content.validUntil < businessDay()) fields.validUntil = m.validUntilPast;
  Object.assign(fields, await unknownPhotoFields(db, content.photoKeys));
  const contract = missingContractTerms(address.state, await getContractSettings(db), content, address.zipCode);
  if (Object.keys(fields).length > 0) throw new InvalidInput(m.incomplete, { ...fields, ...contract });
  if (Object.keys(contract).length > 0) throw new ContractIncomplete(contractMessages.incomplete, contract);
}

export async function sendProposal(
  db: Db,
  id: number,
  message: string | undefined,
  idempotencyKey?: string,
  by: string | null = null,
  byText = false,
): Promise<ProposalSent> {
  const { result, outcome } = await runIdempotent<{ proposalId: number; text?: LinkText }, string>(db, {
    scope: `proposal-send:${id}`,
    key: idempotencyKey,
    request: { message: message?.trim() || null, ...(byText ? { byText } : {}) },
    work: async (trx) => {
      const row = await findProposalForUpdate(trx, id);
      if (!row) throw new ProposalNotFound(id);
      if (row.status !== "draft") throw new ProposalConflict(m.notDraft);
      const quote = await findQuoteForUpdate(trx, row.quoteId);
      if (!quote) throw new QuoteNotFound(row.quoteId);
      await assertSendable(trx, row.content, quote);
      const document = await buildDocument(trx, row, row.content, quote);
      const link = newToken(id);
      const now = new Date();
      await updateProposal(trx, id, {
        status: "sent",
        frozen: JSON.stringify(document),
        documentSha256: documentSha256(document),
        tokenHash: link.hash,
        tokenNonce: link.nonce,
        sentAt: now,
      });
      await replaceSentVersions(trx, row.quoteId, id);
      // A new version after a decline reopens the quote: it is no longer lost.
      // The proposal e-mail answers a lead still 'new'; each status change is recorded with who sent it.
      const lead = { kind: "quote", id: quote.id } as const;
      const from = (await markLeadAnswered(trx, lead, by, now)) ? "contacted" : quote.status;
      await recordStatusChange(trx, lead, { from, to: "quoted", by });
      await updateQuote(trx, quote.id, {
        status: "quoted",
        lastContactDate: now,
        lostAt: null,
        lostReason: null,
      });
      const outboxId = await queueProposalLink(trx, quote, document, link.token, message?.trim() || undefined);
      await enrolLead(trx, quote, "proposal-sent", now);
      const textBody = linkTextStrings.proposal(siteUrl(proposalPath(link.token)));
      const text = byText
        ? await textLeadLink(
            trx,
            quote,
            { body: textBody, purpose: "proposal", idempotencyKey: `proposal-${id}`, sentBy: by },
            now,
          )
        : undefined;
      return { outcome: { proposalId: id, ...(text ? { text } : {}) }, result: outboxId };
    },
  });
  const row = await findProposal(db, id);
  if (!row) throw new ProposalNotFound(id);
  return {
    proposal: await toAdminProposal(db, row),
    queuedOutboxIds: result ? [result] : [],
    text: outcome.text,
    textIds: result ? textIdsOf(outcome.text) : [],
  };
}
