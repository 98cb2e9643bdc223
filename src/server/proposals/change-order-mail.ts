/** The e-mails of change orders: the link to the customer when one is issued, the signed record to both sides. */
import type { Db, Quote } from "../db/schema";
import type { ChangeOrderDocument } from "../../shared/proposals/change-order";
import { formatCents } from "../../shared/proposals/money";
import { formatBusinessTime } from "../../shared/format";
import { changeOrderStrings as s } from "../../shared/strings/change-orders";
import { proposalEmailStrings, proposalPageStrings } from "../../shared/strings/proposals";
import { composeEmail } from "../email/compose";
import { queueCustomerEmail, queueEmail } from "../email/queue-email";
import { getEnv, siteUrl } from "../env";
import { bodyOf, consoleLink } from "./proposal-mail";
import { proposalPath } from "./proposal-token";

type MailQuote = Pick<Quote, "id" | "firstName" | "lastName" | "email">;
const pageLink = (token: string) => siteUrl(`${proposalPath(token)}#change-order`);

export async function queueChangeOrderLink(
  db: Db,
  quote: MailQuote,
  document: ChangeOrderDocument,
  token: string,
): Promise<string> {
  const email = await composeEmail({
    subject: s.email.issuedSubject(document.number),
    ...bodyOf([
      proposalEmailStrings.sentIntro(quote.firstName),
      s.email.issuedBody(document.number, formatCents(document.totals.totalCents)),
      document.note,
      { link: pageLink(token), label: s.email.issuedButton },
    ]),
  });
  return queueCustomerEmail(db, email, { toAddress: quote.email, tag: "change-order", quoteId: quote.id });
}

export interface ChangeOrderRecord {
  typedName: string;
  signedAt: Date;
  ip: string;
  documentSha256: string;
}

/**
 * A signed change order's receipts are queued held (due at this sentinel time, a day after the
 * proposal's) until flows/proposals/change-order-receipts.job.ts attaches its PDF and releases them.
 */
export const CHANGE_ORDER_RECEIPT_HELD_UNTIL = new Date("2100-01-02T00:00:00Z");

/** The signed change order's record to the customer and to the owner, held for its PDF. */
export async function queueChangeOrderReceipts(
  db: Db,
  quote: MailQuote,
  document: ChangeOrderDocument,
  record: ChangeOrderRecord,
  token: string,
): Promise<string[]> {
  const p = proposalPageStrings.signed;
  const table = {
    rows: [
      [s.page.previousTotal, formatCents(document.previousTotalCents)],
      [s.page.newTotal, formatCents(document.totals.totalCents)],
      [p.name, record.typedName],
      [p.at, formatBusinessTime(record.signedAt)],
      ["IP address", record.ip],
      [p.document, record.documentSha256],
    ] as [string, string][],
  };
  const customer = await composeEmail({
    subject: s.email.signedSubject(document.number),
    ...bodyOf([
      proposalEmailStrings.sentIntro(quote.firstName),
      table,
      { link: pageLink(token), label: s.page.history },
    ]),
  });
  const name = `${quote.firstName} ${quote.lastName}`.trim();
  const owner = await composeEmail({
    subject: s.email.ownerSignedSubject(name, document.number, formatCents(document.totals.totalCents)),
    ...bodyOf([table, consoleLink(quote.id)]),
  });
  return [
    await queueCustomerEmail(db, customer, {
      toAddress: quote.email,
      tag: "change-order-signed",
      quoteId: quote.id,
      nextAttemptAt: CHANGE_ORDER_RECEIPT_HELD_UNTIL,
    }),
    await queueEmail(db, owner, {
      toAddress: getEnv().BUSINESS_EMAIL,
      replyTo: quote.email,
      tag: "proposal-owner",
      quoteId: quote.id,
      nextAttemptAt: CHANGE_ORDER_RECEIPT_HELD_UNTIL,
    }),
  ];
}
