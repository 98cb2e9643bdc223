/** A contact's private notes: validated by the API's own schema, saved with a toast that says so. */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { CONTACT_NOTES_MAX, contactNotesSchema, type ContactNotesInput } from "../../../shared/schemas/contacts-desk";
import { contactStrings } from "../../../shared/strings/contacts";
import { TextAreaField } from "../../forms/fields";
import { SubmitButton } from "../../ui/SubmitButton";
import { Panel } from "../common/Panel";
import { useSaveContactNotes } from "./contacts.api";

const text = contactStrings.detail;

export function ContactNotes({ contactId, notes }: { contactId: number; notes: string | null }) {
  const save = useSaveContactNotes(contactId);
  const form = useForm<ContactNotesInput>({
    resolver: zodResolver(contactNotesSchema),
    defaultValues: { notes: notes ?? "" },
  });
  const onSubmit = form.handleSubmit(({ notes: next }) =>
    save.mutate(next, { onSuccess: (saved) => form.reset({ notes: saved.notes ?? "" }) }),
  );
  return (
    <Panel id="contact-notes-heading" title={text.notesHeading}>
      <form noValidate className="mt-4 grid gap-4" onSubmit={onSubmit}>
        <TextAreaField
          id="contact-notes"
          label={text.notesLabel}
          hint={text.notesHint}
          rows={5}
          maxLength={CONTACT_NOTES_MAX}
          error={form.formState.errors.notes?.message}
          registration={form.register("notes")}
        />
        <div className="flex justify-end">
          <SubmitButton pending={save.isPending} label={text.saveNotes} pendingLabel={text.saving} />
        </div>
      </form>
    </Panel>
  );
}
