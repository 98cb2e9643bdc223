/**
 * The contract part of a signed proposal's PDF (decision 045, issue 34 item 11), as frozen into
 * the document: the contractor's details, the dates, the payment schedule of the option signed
 * for, and the notices the state requires, the cancellation notice in bold. The day the right to
 * cancel ends depends on the owner's calendar, not on the frozen record, so the PDF gives the rule.
 */
import type { ContractTerms } from "../../../shared/contract/contract-terms";
import { formatCents } from "../../../shared/proposals/money";
import { contractStrings as s } from "../../../shared/strings/contract";
import { PAGE, TEXT_WIDTH, type PdfWriter, type TextStyle } from "./pdf-writer";

interface ContractStyles {
  h2: (text: string) => void;
  h3: (text: string) => void;
  body: TextStyle;
  label: TextStyle;
}

export function drawContract(pdf: PdfWriter, contract: ContractTerms, chosenOptionId: string, styles: ContractStyles) {
  const { body, label } = styles;
  const pairs = (rows: [string, string][]) => {
    for (const [name, value] of rows) {
      pdf.row([
        { text: name, x: PAGE.margin, width: 172, style: label },
        { text: value, x: PAGE.margin + 180, width: TEXT_WIDTH - 180, style: body },
      ]);
    }
  };
  const c = contract.contractor;
  styles.h2(s.heading);
  pdf.paragraph(s.intro(contract.state), body);
  styles.h3(s.contractor);
  pairs([
    [s.legalName, c.legalName],
    [s.address, c.address],
    [s.phone, c.phone],
    ...(c.registration ? [[s.registration, c.registration] as [string, string]] : []),
    ...c.licences.map((licence): [string, string] => [s.licence(licence.county), licence.number]),
    ...([
      [s.insurer, c.insurer],
      [s.insurerPhone, c.insurerPhone],
      [s.policyNumber, c.policyNumber],
    ].filter(([, value]) => value) as [string, string][]),
  ]);
  styles.h3(s.dates);
  pairs([
    [s.start, contract.startDate],
    [s.completion, contract.completionDate],
  ]);
  if (contract.contingencies) pairs([[s.contingencies, contract.contingencies]]);
  pdf.paragraph(contract.timeOfEssence, body);
  const schedule = contract.schedules.find((candidate) => candidate.optionId === chosenOptionId);
  if (schedule) {
    styles.h3(s.schedule);
    pairs(schedule.payments.map((payment): [string, string] => [payment.event, formatCents(payment.cents)]));
  }
  const n = contract.notices;
  styles.h3(s.noticesHeading);
  for (const text of [n.lien, n.escrow]) if (text) pdf.paragraph(text, label);
  styles.h3(n.cancellation.heading);
  for (const paragraph of n.cancellation.paragraphs) pdf.paragraph(paragraph, label);
  pdf.paragraph(s.cancelBefore, label);
}
