/**
 * The leads behind a figure: a link to the contact list and one to the quote list, each with the
 * figure's segment (decision 042) and its own count; a kind with none is not linked.
 */
import { segmentQuery, type KindCounts, type ReportSegment } from "../../../shared/schemas/reports";
import { reportStrings } from "../../../shared/strings/reports";
import { adminPaths, Link } from "../router";

const text = reportStrings.links;

export const listWith = (path: string, segment: ReportSegment) => `${path}?${segmentQuery(segment).toString()}`;

export function LeadLinks({ counts, segment, what }: { counts: KindCounts; segment: ReportSegment; what: string }) {
  const links = [
    counts.contacts > 0 && { to: listWith(adminPaths.contacts, segment), label: text.contacts(counts.contacts) },
    counts.quotes > 0 && { to: listWith(adminPaths.quotes, segment), label: text.quotes(counts.quotes) },
  ].filter((link): link is { to: string; label: string } => Boolean(link));
  if (links.length === 0) return null;
  return (
    <ul aria-label={text.leadsOf(what)} className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className="font-semibold text-copper-dark underline">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
