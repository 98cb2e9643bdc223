/**
 * What every signed PDF shares (the signed proposal's, a signed change order's): the two embedded
 * faces, the styles, the writer with its footer and the heading and label-value helpers, the opening
 * (issuer, title, reference, customer), the time format of a signature, and the end (the signature
 * record, the document's fingerprint on a line of its own, fixed metadata so the same record gives
 * the same bytes): `renderSignedPdf` draws both around each document's own body. Loaded only by the renderers, which are loaded
 * only through `signed-pdf-file.ts` (dynamic imports): pdf-lib and fontkit are imported dynamically.
 */
import type { PDFDocument } from "pdf-lib";
import type { ProposalCustomer } from "../../../shared/proposals/document";
import { site } from "../../../shared/site";
import { signedPdfStrings as p } from "../../../shared/strings/signed-pdf";
import * as fonts from "./pdf-fonts.generated";
import { breathe, COPPER, Face, MUTED, PAGE, PdfWriter, TEXT_WIDTH, type TextStyle } from "./pdf-writer";

/** "Friday, November 27, 2026 at 9:41:07 AM EST": seconds and the zone's own abbreviation. */
export const SIGNED_AT = new Intl.DateTimeFormat("en-US", {
  timeZone: site.timeZone,
  dateStyle: "full",
  timeStyle: "long",
});
/**
 * The two weights, each Latin first; the Latin Extended files only when some text needs them
 * (every embedded font costs its subset at save: about 0.3 s each on a busy machine).
 */
export async function faces(doc: PDFDocument, text: string) {
  doc.registerFontkit((await import("@pdf-lib/fontkit")).default);
  const embed = (base64: string) => doc.embedFont(Buffer.from(base64, "base64"), { subset: true });
  const [regular, bold] = await Promise.all([embed(fonts.regularLatin), embed(fonts.boldLatin)]);
  const latin = new Set(regular!.getCharacterSet());
  if ([...text].every((char) => latin.has(char.codePointAt(0)!))) {
    return { regular: new Face([regular!]), bold: new Face([bold!]) };
  }
  const [regularExt, boldExt] = await Promise.all([embed(fonts.regularLatinExt), embed(fonts.boldLatinExt)]);
  return { regular: new Face([regular!, regularExt!]), bold: new Face([bold!, boldExt!]) };
}

/** The top of the first page: who issued it (and its facts under the name), what it is, its reference, the customer. */
interface Opening {
  issuer: string;
  issuerFacts?: string;
  title: string;
  reference: string;
  customer: ProposalCustomer;
}

/** A new document, its faces for `text` (every string it will draw), its writer and helpers. */
async function startSignedPdf(text: string, footer: (page: number, pages: number) => string) {
  // Imported here, not at the top: a bundle hoists a package's static import to its own load.
  const { PDFDocument } = await import("pdf-lib");
  const doc = await PDFDocument.create();
  const { regular, bold } = await faces(doc, text);
  await breathe();
  const body: TextStyle = { face: regular, size: 10 };
  const small: TextStyle = { face: regular, size: 8.5, color: MUTED };
  const label: TextStyle = { face: bold, size: 10 };
  const heading = (size: number): TextStyle => ({ face: bold, size, color: COPPER });
  const pdf = new PdfWriter(doc, footer, small);
  const h2 = (title: string, keepTogether = 60) => {
    pdf.gap(8);
    pdf.ensure(keepTogether);
    pdf.paragraph(title, heading(13), 2);
    pdf.rule();
  };
  const pairs = (rows: [string, string][], labelWidth = 150) => {
    for (const [name, value] of rows) {
      pdf.row([
        { text: name, x: PAGE.margin, width: labelWidth - 8, style: label },
        { text: value, x: PAGE.margin + labelWidth, width: TEXT_WIDTH - labelWidth, style: body },
      ]);
    }
  };
  const opening = ({ issuer, issuerFacts, title, reference, customer: c }: Opening) => {
    pdf.paragraph(issuer, { face: bold, size: 20 }, issuerFacts ? 0 : 10);
    if (issuerFacts) pdf.paragraph(issuerFacts, small, 10);
    pdf.paragraph(title, heading(16), 0);
    pdf.paragraph(reference, small, 8);
    pairs([[p.customer, `${c.name}\n${c.address}\n${c.city}, ${c.state} ${c.zipCode}\n${c.email}`]]);
  };
  return { doc, pdf, regular, bold, body, small, label, heading, h2, pairs, opening };
}

/** What a renderer draws with: the writer, the styles and the helpers. */
export type SignedPdfTools = Awaited<ReturnType<typeof startSignedPdf>>;

interface Seal {
  /** The signature record's rows (`signatureRows`), under their heading kept on one page. */
  record: [string, string][];
  recordHeight: number;
  fingerprintLabel: string;
  sha256: string;
  title: string;
  author: string;
  /** The signature's own keyword beside the fingerprint. */
  keyword: string;
  /** The signing time: the file's dates, so the same record gives the same file. */
  at: Date;
}

/**
 * A signed PDF from start to end: the opening, the document's own body (`draw`), then the signature
 * record, the fingerprint, the footers and fixed metadata; the file's bytes.
 */
export async function renderSignedPdf(
  frame: { text: string; footer: (page: number, pages: number) => string; opening: Opening; seal: Seal },
  draw: (tools: SignedPdfTools) => Promise<void>,
): Promise<Uint8Array> {
  const tools = await startSignedPdf(frame.text, frame.footer);
  const { doc, pdf, regular, label, h2, pairs } = tools;
  const seal = frame.seal;
  tools.opening(frame.opening);
  await draw(tools);
  await breathe();
  h2(p.record, seal.recordHeight);
  pairs(seal.record);
  pdf.gap(4);
  pdf.paragraph(seal.fingerprintLabel, label, 0);
  pdf.paragraph(seal.sha256, { face: regular, size: 9 });
  pdf.finish();
  await breathe();
  doc.setTitle(seal.title);
  doc.setAuthor(seal.author);
  doc.setSubject(`SHA-256 ${seal.sha256}`);
  doc.setKeywords([seal.sha256, seal.keyword]);
  doc.setCreator(seal.author);
  doc.setProducer("pdf-lib");
  doc.setCreationDate(seal.at);
  doc.setModificationDate(seal.at);
  return doc.save();
}

/** The signature record's rows (`chosen`: what was signed for, after the time), the same on every signed PDF. */
export function signatureRows(
  record: {
    id: number;
    typedName: string;
    consentText: string;
    consentVersion: string;
    ip: string;
    userAgent: string | null;
  },
  at: Date,
  proposalId: number,
  chosen: [string, string][] = [],
): [string, string][] {
  return [
    [p.signedBy, record.typedName],
    [p.signedAt, SIGNED_AT.format(at)],
    ...chosen,
    [p.consent, `${record.consentText} ${p.consentVersion(record.consentVersion)}`],
    [p.ip, record.ip],
    [p.userAgent, record.userAgent ?? p.unknownUserAgent],
    [p.signatureId, String(record.id)],
    [p.proposalId, String(proposalId)],
  ];
}
