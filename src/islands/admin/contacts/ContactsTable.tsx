/** Contact submissions as a table of ContactRows, each with its status select (one change at a time). */
import type { AdminContactSubmission } from "../../../shared/schemas/admin";
import { adminStrings } from "../../../shared/strings/admin";
import { useUpdateContactStatus } from "../api";
import { DataTable } from "../common/DataTable";
import { ContactRow } from "./ContactRow";

interface Props {
  label: string;
  contacts: AdminContactSubmission[];
  /** Shown under the header when there are no rows. */
  empty?: string;
}

export function ContactsTable({ label, contacts, empty }: Props) {
  const updateStatus = useUpdateContactStatus();
  return (
    <DataTable
      label={label}
      columns={Object.values(adminStrings.dashboard.contactColumns)}
      empty={empty && contacts.length === 0 && <p className="py-6 text-center text-slate-mid">{empty}</p>}
    >
      {contacts.map((contact) => (
        <ContactRow
          key={contact.id}
          contact={contact}
          busy={updateStatus.isPending}
          onStatusChange={(status) => updateStatus.mutate({ id: contact.id, status })}
        />
      ))}
    </DataTable>
  );
}
