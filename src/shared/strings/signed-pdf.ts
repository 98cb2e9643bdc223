/**
 * The signed proposal's PDF (issue 34 item 11): its file name, its headings and the signature
 * record's labels, and the links that offer it on the customer's page and in the console.
 */
export const signedPdfStrings = {
  fileName: (quoteId: number, version: number) => `proposal-${quoteId}-v${version}-signed.pdf`,
  title: (quoteId: number, version: number) => `Signed proposal: quote #${quoteId}, version ${version}`,
  heading: "Signed proposal",
  reference: (quoteId: number, version: number) => `Quote #${quoteId} · Version ${version}`,
  customer: "Customer",
  business: "Contractor",
  chosenOption: (label: string) => `${label}, the option signed for`,
  otherOptions: "Other options in this proposal (not chosen)",
  record: "Signature record",
  signedBy: "Signed by",
  signedAt: "Signed on",
  option: "Option chosen",
  total: "Total signed for",
  consent: "Consent given",
  consentVersion: (version: string) => `(consent wording of ${version})`,
  ip: "IP address",
  userAgent: "Browser",
  unknownUserAgent: "Not sent",
  sha256: "Document fingerprint (SHA-256 of the frozen proposal)",
  signatureId: "Signature id",
  proposalId: "Proposal id",
  footer: (business: string, quoteId: number, version: number, page: number, pages: number) =>
    `${business} · Signed proposal, quote #${quoteId} v${version} · Page ${page} of ${pages}`,
  /** The link on the customer's signed page and in the console. */
  download: "Download the signed proposal (PDF)",
} as const;
