import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { pdfText } from "../../../../tests/support/pdf-text";
import { priceOptions, type ProposalDocument } from "../../../shared/proposals/document";
import type { ContractTerms } from "../../../shared/contract/contract-terms";
import type { ProposalContent } from "../../../shared/schemas/proposal";
import { signedPdfStrings } from "../../../shared/strings/signed-pdf";
import { SIGNATURE_CONSENT } from "../../../shared/strings/proposals";
import { pdfAttachment, signedProposalPdf, type SignedPdf, type SignedPdfRecord } from "./signed-pdf-file";

const content: ProposalContent = {
  coverNote: "Thank you for showing us the roof.",
  sections: [{ heading: "About the work", body: "We work from scaffold and protect the gardens." }],
  options: ["Repair the valleys", "Re-flash and repair", "Full strip and relay"].map((title, index) => ({
    id: `option-${index + 1}`,
    title,
    description: `${title}, Buckingham slate to match.`,
    lineItems: [
      { description: "Tear-off and set-up", quantity: 1, unit: "lot", unitPriceCents: 150_000 },
      { description: "Slate relay", quantity: 12.5, unit: "sq", unitPriceCents: [33_333, 123_457, 250_001][index]! },
    ],
  })),
  discount: null,
  taxRateMillipercent: 6625,
  deposit: { kind: "percent", basisPoints: 3000 },
  validUntil: "2026-12-27",
  terms: "Deposit on signing, balance on completion.",
  warranty: "25 years on workmanship.",
  photoKeys: [],
};

const document: ProposalDocument = {
  proposalId: 41,
  quoteId: 17,
  version: 2,
  customer: {
    name: "Łukasz Renée O'Brien",
    email: "lukasz@example.com",
    address: "12 Valley Road",
    city: "Montclair",
    state: "NJ",
    zipCode: "07042",
  },
  business: { name: "Slate Roofing Co", phone: "(973) 555-0100", registration: "NJ HIC 13VH01234567" },
  coverNote: content.coverNote,
  sections: content.sections,
  options: priceOptions(content),
  discount: null,
  taxRateMillipercent: 6625,
  deposit: content.deposit,
  validUntil: content.validUntil,
  terms: content.terms,
  warranty: content.warranty,
  photos: [],
};

const chosen = document.options[1]!;
const record: SignedPdfRecord = {
  id: 9,
  optionId: chosen.id,
  optionTitle: chosen.title,
  totalCents: chosen.totals.totalCents,
  typedName: "Łukasz Renée O'Brien",
  // 09:41:07 in New York (EST, the day after November's change).
  acceptedAt: new Date("2026-11-27T14:41:07Z"),
  ip: "203.0.113.7",
  userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)",
  consentText: SIGNATURE_CONSENT.text,
  consentVersion: SIGNATURE_CONSENT.version,
  documentSha256: "ab".repeat(32),
};

// Rendering is the slow part (fontkit lays out every string): each test reuses this one file.
let pdf: SignedPdf;
beforeAll(async () => {
  const started = performance.now();
  pdf = await signedProposalPdf(document, record);
  const took = performance.now() - started;
  console.info(`[signed-pdf] three options: ${pdf.bytes.length} bytes, rendered in ${took.toFixed(0)} ms`);
  // The first render imports pdf-lib and fontkit: seconds on a loaded machine (the unit tests' limit).
}, 30_000);

const contract: ContractTerms = {
  state: "NJ",
  contractor: {
    legalName: "Slate Roofing Co LLC",
    address: "1 Quarry Lane, Montclair, NJ 07042",
    phone: "(973) 555-0100",
    registration: "NJ Home Improvement Contractor Reg. No. 13VH01234567",
    licences: [],
    insurer: "Garden State Mutual",
    insurerPhone: "(800) 555-0199",
    policyNumber: "GL-778899",
  },
  startDate: "Early April 2027",
  completionDate: "Late April 2027",
  contingencies: "Weather and slate delivery.",
  timeOfEssence: "Time is of the essence for the dates above.",
  schedules: document.options.map((option) => ({
    optionId: option.id,
    payments: [{ event: `On signing (${option.title})`, cents: option.totals.depositCents }],
  })),
  notices: {
    cancellation: { heading: "NOTICE OF CANCELLATION", paragraphs: ["You may cancel this contract in writing."] },
    lien: null,
    escrow: null,
  },
};

/**
 * The second file the tests draw: a contract (decision 045) with terms long enough to run onto more
 * pages and a signer's name no font has, so the contract's words, the page numbering and the "?"
 * for a missing glyph are read from one render instead of two. Drawn and read once, when first asked for.
 */
let longContract: Promise<string[]> | undefined;
const longContractPages = () =>
  (longContract ??= signedProposalPdf(
    { ...document, contract, terms: "Payment is due within 14 days of completion. ".repeat(100) },
    { ...record, typedName: "山田 Jane" },
  ).then((drawn) => pdfText(drawn.bytes)));

describe("the signed proposal's PDF", () => {
  it("draws the chosen option with exact tax, the other options, the terms and the signature record", async () => {
    const text = (await pdfText(pdf.bytes)).join("\n");
    // The chosen option: 1,500.00 + 12.5 × 1,234.57 = 16,932.13; tax 6.625 % = 1,121.75.
    expect(chosen.totals.taxCents).toBe(112_175);
    for (const expected of [
      "Slate Roofing Co",
      "NJ HIC 13VH01234567",
      "Łukasz Renée O'Brien",
      "12 Valley Road",
      "Montclair, NJ 07042",
      "Option 2: Re-flash and repair, the option signed for",
      "Slate relay",
      "Sales tax (6.625%)$1,121.75",
      `Total$${(chosen.totals.totalCents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`,
      "Option 1: Repair the valleys",
      "Option 3: Full strip and relay",
      "Deposit on signing, balance on completion.",
      "25 years on workmanship.",
      "Friday, November 27, 2026 at 9:41:07 AM EST",
      "203.0.113.7",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)",
      "ab".repeat(32),
      `${signedPdfStrings.signatureId}9`,
      SIGNATURE_CONSENT.text,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("\uFFFD");
    const parsed = await PDFDocument.load(pdf.bytes, { updateMetadata: false });
    expect(parsed.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(parsed.getSubject()).toBe(`SHA-256 ${"ab".repeat(32)}`);
    expect(parsed.getCreationDate()?.toISOString()).toBe("2026-11-27T14:41:07.000Z");
    expect(pdf.fileName).toBe("proposal-17-v2-signed.pdf");
  });

  it("gives the same bytes for the same record, so it is made again instead of stored", async () => {
    const again = await signedProposalPdf(document, record);
    expect(Buffer.from(again.bytes).equals(Buffer.from(pdf.bytes))).toBe(true);
  });

  it("runs long text onto more pages, and draws a character no font has as ?", async () => {
    const pages = await longContractPages();
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    expect(pages.join("\n")).toContain("?? Jane");
  });

  it("is a Postmark attachment: Name, base64 Content, ContentType", () => {
    const attachment = pdfAttachment(pdf)!;
    expect(attachment.Name).toBe(pdf.fileName);
    expect(attachment.ContentType).toBe("application/pdf");
    expect(Buffer.from(attachment.Content, "base64").subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdfAttachment({ ...pdf, bytes: new Uint8Array(7 * 1024 * 1024) })).toBeNull();
  });
});

describe("a signed contract's PDF (decision 045)", () => {
  it("carries the contractor, the dates, the chosen option's payments and the state's notices in the frozen words", async () => {
    const text = (await longContractPages()).join("\n");
    for (const expected of [
      "Slate Roofing Co LLC",
      "NJ Home Improvement Contractor Reg. No. 13VH01234567",
      "GL-778899",
      "Early April 2027",
      `On signing (${chosen.title})`,
      "NOTICE OF CANCELLATION",
      "You may cancel this contract in writing.",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("On signing (Repair the valleys)");
  });
});
