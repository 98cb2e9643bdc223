/** The dashboard's ten most recent contact submissions, each with a status select and a link to it in full. */
import type { AdminContactSubmission } from "../../../shared/schemas/admin";
import { adminStrings } from "../../../shared/strings/admin";
import { contactStrings } from "../../../shared/strings/contacts";
import { Panel } from "../common/Panel";
import { adminPaths, Link } from "../router";
import { ContactsTable } from "./ContactsTable";

const text = adminStrings.dashboard;
export const RECENT_CONTACTS = 10;

export function RecentContacts({ contacts }: { contacts: AdminContactSubmission[] }) {
  const recent = contacts.slice(0, RECENT_CONTACTS);
  return (
    <Panel id="contacts-heading" title={text.contactsHeading}>
      {recent.length === 0 ? (
        <p className="py-6 text-center text-slate-mid">{text.noContacts}</p>
      ) : (
        <ContactsTable label={text.contactsTableLabel} contacts={recent} />
      )}
      <p className="mt-4 text-right">
        <Link to={adminPaths.contacts} className="text-sm font-semibold text-copper-deep underline">
          {contactStrings.list.viewAll}
        </Link>
      </p>
    </Panel>
  );
}
