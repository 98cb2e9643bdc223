/**
 * The unsubscribe headers of RFC 2369 and RFC 8058, as Postmark's `Headers` takes them: the https
 * link (one-click: the mailbox provider POSTs `List-Unsubscribe=One-Click` to it, no cookies) and
 * the signal that it takes that POST. Every list and automatic e-mail carries both (the newsletter,
 * follow-ups, review requests); Postmark adds none on the transactional stream.
 */
import type { OutboxHeader } from "../db/mail-tables";

export function listUnsubscribeHeaders(url: string): OutboxHeader[] {
  return [
    { Name: "List-Unsubscribe", Value: `<${url}>` },
    { Name: "List-Unsubscribe-Post", Value: "List-Unsubscribe=One-Click" },
  ];
}
