/**
 * The newsletter's confirmation e-mail, in the branded layout: a button to the signed confirmation
 * link, what to do if it was not asked for, and the unsubscribe link in the body and in the
 * List-Unsubscribe headers (RFC 2369, with RFC 8058's one-click POST).
 */
import { newsletterStrings as text } from "../../shared/strings/newsletter";
import type { Db } from "../db/schema";
import type { OutboxHeader } from "../db/mail-tables";
import { composeEmail } from "../email/compose";
import { escapeHtml } from "../email/render";
import { listUnsubscribeHeaders } from "../email/list-unsubscribe";
import { getEnv } from "../env";
import { queueCustomerEmail } from "../email/queue-email";
import { newsletterToken } from "./newsletter-tokens";

export const NEWSLETTER_CONFIRM_TAG = "newsletter-confirm";
export const NEWSLETTER_PATHS = {
  subscribe: "/api/newsletter",
  confirm: "/api/newsletter/confirm",
  unsubscribe: "/api/newsletter/unsubscribe",
} as const;

const linkTo = (path: string, token: string) => {
  const url = new URL(path, getEnv().SITE_URL);
  url.searchParams.set("token", token);
  return url.toString();
};

/** The subscriber's unsubscribe link (every e-mail to the list carries it) and its headers. */
export async function unsubscribeLink(subscriberId: number): Promise<{ url: string; headers: OutboxHeader[] }> {
  const url = linkTo(NEWSLETTER_PATHS.unsubscribe, await newsletterToken("unsubscribe", subscriberId));
  return { url, headers: listUnsubscribeHeaders(url) };
}

/** Queues the confirmation e-mail in the caller's transaction; returns the outbox id. */
export async function queueConfirmation(trx: Db, subscriber: { id: number; email: string }): Promise<string> {
  const confirmUrl = linkTo(NEWSLETTER_PATHS.confirm, await newsletterToken("confirm", subscriber.id));
  const unsubscribe = await unsubscribeLink(subscriber.id);
  const e = escapeHtml;
  const composed = await composeEmail({
    subject: text.confirmSubject,
    preheader: text.confirmButton,
    bodyHtml: [
      `<p>${e(text.confirmBody)}</p>`,
      `<p><a href="${e(confirmUrl)}"><strong>${e(text.confirmButton)}</strong></a></p>`,
      `<p>${e(text.confirmIgnore)}</p>`,
      `<p><a href="${e(unsubscribe.url)}">${e(text.unsubscribeLine)}</a></p>`,
    ].join(""),
    bodyText: [
      text.confirmBody,
      "",
      `${text.confirmButton}: ${confirmUrl}`,
      "",
      text.confirmIgnore,
      "",
      `${text.unsubscribeLine}: ${unsubscribe.url}`,
    ].join("\n"),
  });
  return queueCustomerEmail(trx, composed, {
    toAddress: subscriber.email,
    tag: NEWSLETTER_CONFIRM_TAG,
    newsletterSubscriberId: subscriber.id,
    headers: JSON.stringify(unsubscribe.headers),
  });
}
