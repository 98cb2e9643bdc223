/**
 * One customer, one view: the person's other contacts and quotes (same e-mail or phone), each a
 * link with its status, and the notes kept on each, so a note written on one enquiry is read on
 * all of them. Nothing shows when the person has written only once.
 */
import { contactStatusOptions, optionOf, quoteStatusOptions } from "../../../shared/options";
import type { OtherEnquiry } from "../../../shared/schemas/enquiries";
import type { LeadKind } from "../../../shared/schemas/privacy";
import { formatDateTime } from "../../../shared/format";
import { enquiryStrings as text } from "../../../shared/strings/enquiries";
import { Badge, OptionBadge } from "../../ui/Badge";
import { Panel } from "../common/Panel";
import { adminPaths, Link } from "../router";
import { useOtherEnquiries } from "./leads.api";

function statusOption(enquiry: OtherEnquiry) {
  return enquiry.kind === "contact"
    ? optionOf(contactStatusOptions, enquiry.status)
    : optionOf(quoteStatusOptions, enquiry.status);
}

function EnquiryItem({ enquiry }: { enquiry: OtherEnquiry }) {
  const path = enquiry.kind === "contact" ? adminPaths.contact(enquiry.id) : adminPaths.quote(enquiry.id);
  return (
    <li className="grid gap-2 border-t border-slate-line pt-4 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Link to={path} className="font-semibold text-copper-deep underline hover:text-copper-dark">
          {text.link(enquiry.kind, enquiry.id, enquiry.summary)}
        </Link>
        <OptionBadge option={statusOption(enquiry)} />
        {enquiry.isSpam && <Badge tone="red">{text.spam}</Badge>}
      </div>
      <p className="text-sm text-slate-mid">
        {enquiry.name} · {formatDateTime(enquiry.createdAt)} · {text.matchedBy[enquiry.matchedBy]}
      </p>
      <div className="rounded-md bg-paper-deep p-3 text-sm">
        <p className="font-semibold text-slate-ink">{text.notesFrom(enquiry.kind, enquiry.id)}</p>
        <p className="whitespace-pre-line text-slate-ink">{enquiry.notes ?? text.noNotes}</p>
      </div>
    </li>
  );
}

export function OtherEnquiries({ kind, id }: { kind: LeadKind; id: number }) {
  const query = useOtherEnquiries(kind, id);
  if (query.isError) return <p className="text-sm text-red-800">{text.loadFailed}</p>;
  const enquiries = query.data?.enquiries ?? [];
  if (enquiries.length === 0) return null;
  return (
    <Panel id={`other-enquiries-${kind}-${id}`} title={text.heading}>
      <p className="mt-2 text-sm text-slate-mid">{text.intro}</p>
      <ul className="mt-4 grid gap-4">
        {enquiries.map((enquiry) => (
          <EnquiryItem key={`${enquiry.kind}-${enquiry.id}`} enquiry={enquiry} />
        ))}
      </ul>
    </Panel>
  );
}
