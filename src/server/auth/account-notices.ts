/**
 * E-mails to an account's own address about its security (through the outbox, like every
 * message): sign-in being throttled, two-step sign-in turned on or off, a password-reset link.
 * Plain paragraphs, composed in the branded layout.
 */
import type { Db } from "../db/schema";
import { composeEmail } from "../email/compose";
import { escapeHtml } from "../email/render";
import { queueEmail } from "../email/queue-email";
import { BRAND_NAME } from "../../shared/site";

export const ACCOUNT_NOTICE_TAGS = {
  signInAlert: "sign-in-alert",
  secondFactor: "second-factor",
  passwordReset: "password-reset",
} as const;

export interface AccountNotice {
  /** After "<brand>: ". */
  subject: string;
  /** Paragraphs of plain text. */
  paragraphs: readonly string[];
  /** A button-like link after the paragraphs (and the address in full in the text part). */
  link?: { href: string; label: string };
  tag: (typeof ACCOUNT_NOTICE_TAGS)[keyof typeof ACCOUNT_NOTICE_TAGS];
}

export function composeAccountNotice({ subject, paragraphs, link }: AccountNotice) {
  const linkHtml = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : "";
  return composeEmail({
    subject: `${BRAND_NAME}: ${subject}`,
    bodyHtml: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("") + linkHtml,
    bodyText: [...paragraphs, ...(link ? [`${link.label}: ${link.href}`] : [])].join("\n\n"),
  });
}

export async function queueAccountNotice(db: Db, to: string, notice: AccountNotice): Promise<void> {
  const email = await composeAccountNotice(notice);
  await queueEmail(db, email, {
    toAddress: to,
    replyTo: null,
    tag: notice.tag,
  });
}

/** Two-step sign-in was turned on or off for the account: the owner hears of it either way. */
export function queueSecondFactorNotice(db: Db, user: { email: string }, on: boolean): Promise<void> {
  const change = on ? "turned on" : "turned off";
  return queueAccountNotice(db, user.email, {
    subject: `two-step sign-in was ${change}`,
    paragraphs: [
      `Two-step sign-in was just ${change} for your ${BRAND_NAME} admin account (${user.email}).`,
      "If this was not you, change your password now and sign out everywhere else on the Account page, " +
        "or ask whoever runs the site to reset your account with npm run admin:create.",
    ],
    tag: ACCOUNT_NOTICE_TAGS.secondFactor,
  });
}
