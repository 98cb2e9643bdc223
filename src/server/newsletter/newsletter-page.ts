/**
 * The one newsletter page a function draws itself: "Unsubscribe from our newsletter?" with a
 * button, since the address and the link's token are known only per request (a GET from a mail
 * scanner must not unsubscribe anyone). It wears the site's colours, type and frame (name and
 * phone above, a card, the way back below), styled by one inline sheet allowed by its hash.
 */
import { pages } from "../../shared/pages";
import { site } from "../../shared/site";
import { newsletterStrings as text } from "../../shared/strings/newsletter";
import { escapeHtml as e } from "../email/render";
import { inlineSheetCsp } from "../http/lead-form-html";

const STYLE =
  "body{margin:0;background:#faf8f4;color:#1f2933;font:1.0625rem/1.6 Inter,system-ui,sans-serif}" +
  "header{background:#1f2933;color:#fff;padding:1rem 1.5rem;display:flex;justify-content:space-between;gap:1rem;flex-wrap:wrap}" +
  "header a{color:#fff;text-decoration:none;font-weight:600}header a.phone{color:#e0a26a}" +
  "main{max-width:40rem;margin:3rem auto;padding:0 1rem}" +
  ".card{background:#fff;border:1px solid #d9dee3;border-radius:.75rem;padding:2rem}" +
  "h1{font:600 2rem/1.2 Fraunces,Georgia,serif;margin:0 0 1rem}a{color:#6e3d14}" +
  "button{font:inherit;font-weight:600;padding:.75rem 1.5rem;background:#8a4f1d;color:#fff;border:0;border-radius:.375rem;cursor:pointer}" +
  "button:hover{background:#6e3d14}button:focus-visible,a:focus-visible{outline:2px solid #b87333;outline-offset:2px}";

const PAGE_CSP = inlineSheetCsp(STYLE);

/** The question for a live unsubscribe link: the address, and a button posting back to the same link. */
export function unsubscribePage(email: string, action: string): Response {
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow">` +
    `<title>${e(text.unsubscribeTitle)} | ${e(site.name)}</title><style>${STYLE}</style></head><body>` +
    `<header><a href="/">${e(site.name)}</a><a class="phone" href="${site.phone.href}">${e(site.phone.display)}</a></header>` +
    `<main><div class="card"><h1>${e(text.unsubscribeTitle)}</h1><p>${e(text.unsubscribeIntro(email))}</p>` +
    `<form method="post" action="${e(action)}"><button type="submit">${e(text.unsubscribeButton)}</button></form>` +
    `<p><a href="${pages.blog.path}">${e(text.backToBlog)}</a></p></div></main></body></html>`;
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": PAGE_CSP,
      "Cache-Control": "no-store",
    },
  });
}
