/**
 * The e-mails of proposals, each queued in the transaction of the change that causes it: the link
 * to the customer when a version is sent, the signed record to the customer and the owner, and
 * the owner's notices of a decline, a question or a request for an updated proposal.
 */
import { contractOwnerStrings as cancelled, contractStrings } from "../../shared/strings/contract";
import type { ProposalAcceptance } from "../db/proposal-tables";
import type { Db, Quote } from "../db/schema";
import type { ProposalDocument } from "../../shared/proposals/document";
import { formatCents } from "../../shared/proposals/money";
import { formatBusinessTime, formatLongDate } from "../../shared/format";
import { adminLeadPath } from "../../shared/pages";
import { site } from "../../shared/site";
import {
  declineReasonOptions,
  proposalEmailStrings as text,
  proposalPageStrings,
} from "../../shared/strings/proposals";
import { composeEmail } from "../email/compose";
import { escapeHtml as e } from "../email/render";
import { queueCustomerEmail, queueEmail } from "../email/queue-email";
import { getEnv, siteUrl } from "../env";
import { proposalPath } from "./proposal-token";

type MailQuote = Pick<Quote, "id" | "firstName" | "lastName" | "email">;

const dayLabel = (day: string) => formatLongDate(`${day}T12:00:00Z`);

/** A body block, drawn as HTML and as the plain-text twin (links and tables written out). */
export type Block = string | { link: string; label: string } | { rows: [string, string][] } | null | undefined;

export function bodyOf(blocks: Block[]): { bodyHtml: string; bodyText: string } {
  const present = blocks.filter((block): block is Exclude<Block, null | undefined> =>
    typeof block === "string" ? block.trim() !== "" : Boolean(block),
  );
  const html = present.map((block) => {
    if (typeof block === "string") return `<p>${e(block).replaceAll("\n", "<br>")}</p>`;
    if ("link" in block) return `<p><a href="${e(block.link)}">${e(block.label)}</a></p>`;
    const cells = block.rows.map(([label, value]) => `<tr><th align="left">${e(label)}</th><td>${e(value)}</td></tr>`);
    return `<table role="presentation">${cells.join("")}</table>`;
  });
  const text = present.map((block) => {
    if (typeof block === "string") return block;
    if ("link" in block) return `${block.label}: ${block.link}`;
    return block.rows.map(([label, value]) => `${label}: ${value}`).join("\n");
  });
  return { bodyHtml: html.join(""), bodyText: text.join("\n\n") };
}

export async function queueProposalLink(
  db: Db,
  quote: MailQuote,
  document: ProposalDocument,
  token: string,
  message?: string,
): Promise<string> {
  const body = bodyOf([
    text.sentIntro(quote.firstName),
    message,
    text.sentBody(dayLabel(document.validUntil)),
    { link: siteUrl(proposalPath(token)), label: text.sentButton },
  ]);
  const email = await composeEmail({ subject: text.sentSubject(site.name), ...body });
  return queueCustomerEmail(db, email, {
    toAddress: quote.email,
    tag: "proposal",
    quoteId: quote.id,
  });
}

export type SignedRecord = Pick<
  ProposalAcceptance,
  "optionTitle" | "totalCents" | "typedName" | "acceptedAt" | "ip" | "consentText" | "documentSha256"
>;

function recordRows(record: SignedRecord, version: number): [string, string][] {
  const s = proposalPageStrings.signed;
  return [
    [s.option, record.optionTitle],
    [s.total, formatCents(record.totalCents)],
    [s.name, record.typedName],
    [s.at, formatBusinessTime(record.acceptedAt)],
    ["Version", String(version)],
    ["Consent", record.consentText],
    ["IP address", record.ip],
    [s.document, record.documentSha256],
  ];
}

/**
 * Receipts are queued held (due at this sentinel time) until signed-receipts.job.ts attaches the
 * signed proposal's PDF and releases them (issue 34 item 11).
 */
export const RECEIPT_HELD_UNTIL = new Date("2100-01-01T00:00:00Z");

/** A contract's cancellation notice in the customer's receipt: the day it ends and the page's cancel link. */
const cancelBlocks = (token: string, lastDay: string | undefined): Block[] =>
  lastDay
    ? [
        `${contractStrings.receipt.heading}: ${contractStrings.cancelUntil(lastDay)}`,
        { link: siteUrl(`${proposalPath(token)}#cancel`), label: contractStrings.receipt.link },
      ]
    : [];

/**
 * The signed record to the customer and to the owner: two outbox rows, held for their PDF. A
 * contract (decision 045) also tells the customer until when and where to cancel (`lastDay`).
 */
export async function queueAcceptanceReceipts(
  db: Db,
  quote: MailQuote,
  document: ProposalDocument,
  record: SignedRecord,
  token: string,
  lastDay?: string,
): Promise<string[]> {
  const nextAttemptAt = RECEIPT_HELD_UNTIL;
  const table = { rows: recordRows(record, document.version) };
  const page = { link: siteUrl(proposalPath(token)), label: proposalPageStrings.titleFor(document.customer.name) };
  const customer = await composeEmail({
    subject: text.acceptedSubject,
    ...bodyOf([text.sentIntro(quote.firstName), text.acceptedBody, table, page, ...cancelBlocks(token, lastDay)]),
  });
  const owner = await composeEmail({
    subject: text.ownerAcceptedSubject(document.customer.name, record.totalCents),
    ...bodyOf([table, consoleLink(quote.id)]),
  });
  return [
    await queueCustomerEmail(db, customer, {
      toAddress: quote.email,
      tag: "proposal-signed",
      quoteId: quote.id,
      nextAttemptAt,
    }),
    await queueEmail(db, owner, {
      toAddress: getEnv().BUSINESS_EMAIL,
      replyTo: quote.email,
      tag: "proposal-owner",
      quoteId: quote.id,
      nextAttemptAt,
    }),
  ];
}

export const consoleLink = (quoteId: number): Block => ({
  link: siteUrl(adminLeadPath("quote", quoteId)),
  label: "Open this quote in the console",
});

export type OwnerNotice =
  | { kind: "declined"; reason: string; comment: string | null }
  | { kind: "question"; question: string; heldSince?: number }
  | { kind: "update-request"; heldSince?: number }
  | { kind: "cancelled"; reason: string | null; lastDay: string };

/** A notice to the owner about what the customer did on the page, Reply-To the customer. */
export async function queueOwnerNotice(db: Db, quote: MailQuote, notice: OwnerNotice): Promise<string> {
  const name = `${quote.firstName} ${quote.lastName}`.trim();
  const reasonLabel = (reason: string) =>
    declineReasonOptions.find((option) => option.value === reason)?.label ?? reason;
  const [subject, blocks]: [string, Block[]] =
    notice.kind === "cancelled"
      ? [cancelled.subject(name), [{ rows: [["Reason", notice.reason ?? "None given"]] }, cancelled.refund]]
      : notice.kind === "declined"
        ? [
            text.ownerDeclinedSubject(name),
            [
              {
                rows: [
                  ["Reason", reasonLabel(notice.reason)],
                  ["Comment", notice.comment ?? "None"],
                ],
              },
            ],
          ]
        : notice.kind === "question"
          ? [text.ownerQuestionSubject(name), [notice.question]]
          : [text.ownerUpdateSubject(name), [`${name} asked for an updated proposal.`]];
  // Questions and requests are told at most once per 15 minutes (issue 33); the rest are on the quote.
  const held =
    notice.kind === "declined" || notice.kind === "cancelled"
      ? []
      : [text.ownerHeld(notice.heldSince ?? 0), text.ownerWindow];
  const email = await composeEmail({ subject, ...bodyOf([...blocks, ...held.filter(Boolean), consoleLink(quote.id)]) });
  return queueEmail(db, email, {
    toAddress: getEnv().BUSINESS_EMAIL,
    replyTo: quote.email,
    tag: "proposal-owner",
    quoteId: quote.id,
  });
}
