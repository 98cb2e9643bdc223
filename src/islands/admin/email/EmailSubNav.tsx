/** Links between the mail desk's screens (outbox, templates, newsletter subscribers, unmatched replies), the current one marked. */
import { emailStrings } from "../../../shared/strings/email";
import { newsletterStrings } from "../../../shared/strings/newsletter";
import { conversationStrings } from "../../../shared/strings/conversation";
import { Link, adminPaths } from "../router";

const text = emailStrings.subNav;

export function EmailSubNav({ current }: { current: "outbox" | "templates" | "newsletter" | "unmatched" }) {
  const links = [
    { key: "outbox", label: text.outbox, to: adminPaths.emailOutbox },
    { key: "templates", label: text.templates, to: adminPaths.emailTemplates },
    { key: "newsletter", label: newsletterStrings.console.subNav, to: adminPaths.newsletter },
    { key: "unmatched", label: conversationStrings.unmatched.subNav, to: adminPaths.emailUnmatched },
  ] as const;
  return (
    <nav aria-label={text.label}>
      {/* Wraps on a phone: the four links do not fit one 375 px line. */}
      <ul className="flex flex-wrap gap-x-1 border-b border-slate-line">
        {links.map((link) => (
          <li key={link.key}>
            <Link
              to={link.to}
              aria-current={current === link.key ? "page" : undefined}
              className={`block border-b-2 px-3 py-2 text-sm sm:px-4 font-semibold focus-visible:outline-2 focus-visible:outline-copper-dark ${current === link.key ? "border-copper-deep text-slate-ink" : "border-transparent text-slate-deep hover:text-slate-ink"}`}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
