/**
 * Building the customer's document from a version (priced content, the quote's customer, the
 * business, the photos) and its fingerprint: SHA-256 over canonical JSON (keys sorted), so the same
 * version always hashes the same and any change to any field changes it (decision 037).
 */
import { createHash } from "node:crypto";
import type { Db, Quote } from "../db/schema";
import type { ChangeOrderDocument } from "../../shared/proposals/change-order";
import { priceOptions, type ProposalDocument, type StoredFrozenProposal } from "../../shared/proposals/document";
import type { ProposalContent } from "../../shared/schemas/proposal";
import { registrationLine, site } from "../../shared/site";
import { proposalMessages as m } from "../../shared/strings/proposals";
import { canonicalJson } from "../intake/idempotency.service";
import { findMediaByKeys, type ProposalRow } from "./proposals.repository";
import { contractStateOf, contractTerms, scheduleDeposit } from "../../shared/contract/contract-terms";
import { getContractSettings } from "../settings/contract-settings";
import { getPaymentSchedule } from "../settings/payment-schedule";

/** "2026-12-26" from a date column, whether the driver gave a string or a Date at local midnight. */
export function dayString(value: Date | string): string {
  if (typeof value === "string") return value.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

/** Also a change order's frozen document (issue 31 item 3): the same canonical JSON, the same hash. */
export function documentSha256(document: StoredFrozenProposal | ChangeOrderDocument): string {
  return createHash("sha256").update(canonicalJson(document), "utf8").digest("hex");
}

type DocumentQuote = Pick<Quote, "firstName" | "lastName" | "email" | "address" | "city" | "state" | "zipCode">;

/** The document of a version as it stands now: a draft's preview, or what Send freezes. */
export async function buildDocument(
  db: Db,
  proposal: Pick<ProposalRow, "id" | "quoteId" | "version" | "validUntil">,
  content: ProposalContent,
  quote: DocumentQuote,
): Promise<ProposalDocument> {
  const found = await findMediaByKeys(db, content.photoKeys);
  const photos = content.photoKeys.flatMap((key) => found.filter((photo) => photo.key === key));
  // No deposit of its own: Settings' payment schedule (decision 051), its "On signing" step the deposit.
  const steps = content.deposit ? undefined : (await getPaymentSchedule(db)).steps;
  const deposit = steps ? scheduleDeposit(steps) : content.deposit;
  const options = priceOptions({ ...content, deposit });
  const state = contractStateOf(quote.state);
  const settings = state ? await getContractSettings(db) : undefined;
  const contract =
    state && settings ? contractTerms(state, settings, content, options, quote.zipCode, steps) : undefined;
  return {
    proposalId: proposal.id,
    quoteId: proposal.quoteId,
    version: proposal.version,
    customer: {
      name: `${quote.firstName} ${quote.lastName}`.trim(),
      email: quote.email,
      address: quote.address,
      city: quote.city,
      state: quote.state,
      zipCode: quote.zipCode,
    },
    business: { name: site.name, phone: site.phone.display, registration: registrationLine },
    coverNote: content.coverNote,
    sections: content.sections,
    options,
    discount: content.discount,
    taxRateMillipercent: content.taxRateMillipercent,
    deposit,
    validUntil: dayString(proposal.validUntil),
    terms: content.terms,
    warranty: content.warranty,
    photos,
    ...(contract ? { contract } : {}),
  };
}

/** The version's photos missing from the library, each named by its field (photoKeys.<index>): saving and sending refuse them. */
export async function unknownPhotoFields(db: Db, photoKeys: readonly string[]): Promise<Record<string, string>> {
  const found = new Set((await findMediaByKeys(db, photoKeys)).map((photo) => photo.key));
  return Object.fromEntries(
    photoKeys.flatMap((key, index) => (found.has(key) ? [] : [[`photoKeys.${index}`, m.unknownPhoto] as const])),
  );
}
