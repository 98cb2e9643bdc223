/**
 * One contact submission: name (a link to the contact in full, with a spam mark and how long a
 * New one has waited), e-mail, service, status, date and a status select.
 */
import { formatShortDate } from "../../../shared/format";
import { contactStatusOptions, optionOf, type ContactStatus } from "../../../shared/options";
import type { AdminContactSubmission } from "../../../shared/schemas/admin";
import { adminStrings } from "../../../shared/strings/admin";
import { Badge, OptionBadge } from "../../ui/Badge";
import { Select } from "../../ui/Select";
import { cellClass, rowClass, wideCellClass } from "../common/DataTable";
import { WaitingBadge } from "../common/WaitingBadge";
import { adminPaths, Link } from "../router";

const text = adminStrings.dashboard;

interface Props {
  contact: AdminContactSubmission;
  onStatusChange: (status: ContactStatus) => void;
  /** A status change is being saved (one at a time across the table). */
  busy: boolean;
}

export function ContactRow({ contact, onStatusChange, busy }: Props) {
  const name = `${contact.firstName} ${contact.lastName}`;
  return (
    <tr className={rowClass}>
      <td className={`${wideCellClass} font-semibold text-slate-ink`}>
        <Link to={adminPaths.contact(contact.id)} className="text-slate-ink underline hover:text-copper-deep">
          {name}
        </Link>
        {contact.isSpam && (
          <span className="ml-2">
            <Badge tone="red">{text.suspectedSpam}</Badge>
          </span>
        )}
        <span className="mt-1 block">
          <WaitingBadge lead={contact} />
        </span>
      </td>
      <td className={`${wideCellClass} break-all`}>
        <a href={`mailto:${contact.email}`} className="text-copper-deep underline">
          {contact.email}
        </a>
      </td>
      <td className={cellClass}>{contact.serviceType || text.notSpecified}</td>
      <td className={cellClass}>
        <OptionBadge option={optionOf(contactStatusOptions, contact.status)} />
      </td>
      <td className={`${cellClass} whitespace-nowrap text-slate-deep`}>{formatShortDate(contact.createdAt)}</td>
      <td className={`${wideCellClass} md:align-top`}>
        <Select
          ariaLabel={text.contactStatusLabel(name)}
          value={contact.status}
          disabled={busy}
          onValueChange={(status) => onStatusChange(status as ContactStatus)}
          options={contactStatusOptions}
        />
      </td>
    </tr>
  );
}
