/**
 * The notices a home improvement contract must carry, by the state the house is in (decision 045).
 * The New Jersey notice and the New York lien notice are quoted from the sources cited beside them;
 * the New York cancellation and escrow notices are our own wording of what the law asks (the stored
 * statute text we could read stops before those clauses): the owner's lawyer must review them.
 */

export const CONTRACT_STATES = ["NJ", "NY"] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];

/** The contractor's details the New Jersey notice names (where written notice goes). */
export interface NoticeContractor {
  legalName: string;
  address: string;
  phone: string;
}

/**
 * N.J.S.A. 56:8-151 (Contractors' Registration Act), notice in at least 10-point bold face type, as
 * quoted by http://www.brickchamber.com/localbusiness/putthedeal and
 * http://www.newjerseyhomebuilders.net/contractor-requirements-nj.htm (secondary copies of the statute).
 */
export function njCancellationNotice(contractor: NoticeContractor): { heading: string; paragraphs: string[] } {
  return {
    heading: "NOTICE TO CONSUMER",
    paragraphs: [
      "YOU MAY CANCEL THIS CONTRACT AT ANY TIME BEFORE MIDNIGHT OF THE THIRD BUSINESS DAY AFTER RECEIVING A COPY OF THIS CONTRACT. IF YOU WISH TO CANCEL THIS CONTRACT, YOU MUST EITHER:",
      "1. SEND A SIGNED AND DATED WRITTEN NOTICE OF CANCELLATION BY REGISTERED OR CERTIFIED MAIL, RETURN RECEIPT REQUESTED; OR",
      `2. PERSONALLY DELIVER A SIGNED AND DATED WRITTEN NOTICE OF CANCELLATION TO: ${contractor.legalName}, ${contractor.address}, ${contractor.phone}`,
      "If you cancel this contract within the three-day period, you are entitled to a full refund of your money. Refunds must be made within 30 days of the contractor's receipt of the cancellation notice.",
    ],
  };
}

/**
 * N.Y. General Business Law § 771(1)(d), "in clear and conspicuous bold face type":
 * https://nysenate.gov/legislation/laws/GBS/771 (the sentence ends as in
 * https://newyork.public.law/laws/n.y._general_business_law_section_771).
 */
export const NY_LIEN_NOTICE =
  "Any contractor, subcontractor, or materialman who provides home improvement goods or services pursuant to your home improvement contract and who is not paid may have a valid legal claim against your property known as a mechanic's lien. Any mechanic's lien filed against your property may be discharged. Payment of the agreed-upon price under the home improvement contract prior to filing of a mechanic's lien may invalidate such lien. The owner may contact an attorney to determine his rights to discharge a mechanic's lien.";

/** N.Y. GBL § 771 cancellation right: our wording of the statute's terms (summary source; lawyer to review). */
export function nyCancellationNotice(contractor: NoticeContractor): { heading: string; paragraphs: string[] } {
  return {
    heading: "YOUR RIGHT TO CANCEL",
    paragraphs: [
      "You, the owner, may cancel this home improvement contract until midnight of the third business day after the day on which you signed it.",
      `To cancel, tell us in writing (mail or hand delivery to ${contractor.legalName}, ${contractor.address}), by the cancel button on your contract page, or call ${contractor.phone}. Any money you paid is returned in full.`,
    ],
  };
}

/**
 * Lien Law § 71-a(4) / GBL § 771 (escrow of payments before substantial completion): our wording of
 * https://daviscantor.com/2023/03/01/suing-your-home-improvement-contractor-new-york-lien-law-section-71-a-escrow-funds/
 * (a summary quoting § 71-a(4)(a)); lawyer to review.
 */
export const NY_ESCROW_NOTICE =
  "Payments you make before the work is substantially complete are deposited within five business days in an escrow account in a bank located in New York State, remain your property until applied to this contract as the Lien Law provides, and we tell you in writing where they are held within ten business days of the deposit.";

/** A definite completion date is, or is not, of the essence (GBL § 771(1)(b) asks the contract to say which). */
export const timeOfEssenceLine = (ofEssence: boolean) =>
  ofEssence
    ? "The contractor and the owner have agreed that a definite completion date is of the essence of this contract."
    : "The contractor and the owner have not agreed that a definite completion date is of the essence; the dates above are estimates.";
