/**
 * "Delete this person", for a contact or a quote: the button, then a confirmation that lists every
 * lead of the same e-mail address and the e-mails about them, all of which go (decision 030).
 */
import { useState } from "react";
import { formatShortDate } from "../../../shared/format";
import type { LeadKind } from "../../../shared/schemas/privacy";
import { contactStrings } from "../../../shared/strings/contacts";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { useDeletePerson, usePersonData } from "../leads/leads.api";
import { LoadError } from "./LoadError";

const text = contactStrings.deletePerson;
const kinds = contactStrings.waiting.kinds;

interface Props {
  kind: LeadKind;
  id: number;
  /** After the deletion (the lead's page no longer exists: go elsewhere). */
  onDeleted: () => void;
}

export function DeletePersonDialog({ kind, id, onDeleted }: Props) {
  const [open, setOpen] = useState(false);
  const person = usePersonData(kind, id, open);
  const remove = useDeletePerson(kind, id);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {text.button}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={text.title}
        description={person.data ? text.description(person.data.email) : text.loading}
      >
        {person.isError ? (
          <LoadError error={person.error} />
        ) : person.data ? (
          <>
            <h3 className="text-sm font-semibold text-slate-ink">{text.leadsLabel}</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-deep">
              {person.data.leads.map((lead) => (
                <li key={`${lead.kind}-${lead.id}`}>
                  {text.lead(kinds[lead.kind], lead.name, formatShortDate(lead.createdAt))}
                </li>
              ))}
              <li>{text.emails(person.data.emails)}</li>
            </ul>
          </>
        ) : null}
        {remove.isError ? (
          <p role="alert" className="mt-4 text-sm text-red-800">
            {remove.error.message}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {text.cancel}
          </Button>
          <Button
            variant="danger"
            disabled={!person.data || remove.isPending}
            onClick={() => remove.mutate(undefined, { onSuccess: onDeleted })}
          >
            {remove.isPending ? text.deleting : text.confirm}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
