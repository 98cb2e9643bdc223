/** The e-mails queued about a contact, with their delivery state, attempts and last error. */
import { formatDateTime } from "../../../shared/format";
import { optionOf, outboxStatusOptions } from "../../../shared/options";
import type { ContactEmail } from "../../../shared/schemas/contacts-desk";
import { contactStrings } from "../../../shared/strings/contacts";
import { OptionBadge } from "../../ui/Badge";
import { cellClass, DataTable, rowClass, wideCellClass } from "../common/DataTable";
import { Panel } from "../common/Panel";

const text = contactStrings.detail;

export function ContactEmails({ emails }: { emails: ContactEmail[] }) {
  return (
    <Panel id="contact-emails-heading" title={text.emailsHeading}>
      {emails.length === 0 ? (
        <p className="mt-4 text-slate-mid">{text.noEmails}</p>
      ) : (
        <DataTable label={text.emailsTableLabel} columns={Object.values(text.emailColumns)}>
          {emails.map((email) => (
            <tr key={email.id} className={rowClass}>
              <td className={wideCellClass}>
                {email.subject}
                {email.lastError && <span className="mt-1 block text-red-800">{text.lastError(email.lastError)}</span>}
              </td>
              <td className={`${wideCellClass} break-all`}>{email.toAddress}</td>
              <td className={cellClass}>
                <OptionBadge option={optionOf(outboxStatusOptions, email.status)} />
              </td>
              <td className={cellClass}>{email.attempts}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(email.sentAt)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </Panel>
  );
}
