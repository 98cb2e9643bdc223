/** The spam screening's verdict on a contact, and "Not spam" for a flagged one (decision 030). */
import { formatDateTime } from "../../../shared/format";
import type { AdminContactDetail } from "../../../shared/schemas/contacts-desk";
import { contactStrings } from "../../../shared/strings/contacts";
import { Button } from "../../ui/Button";
import { Panel } from "../common/Panel";
import { useMarkContactNotSpam } from "./contacts.api";

const text = contactStrings.detail;

export function SpamPanel({ contact }: { contact: AdminContactDetail }) {
  const notSpam = useMarkContactNotSpam(contact.id);
  return (
    <Panel
      id="contact-spam-heading"
      title={text.spamHeading}
      bodyClassName="mt-4 flex flex-wrap items-center justify-between gap-3"
    >
      <p className={contact.isSpam ? "font-semibold text-red-800" : "text-slate-deep"}>
        {contact.isSpam
          ? text.flagged(contact.spamReason)
          : contact.spamClearedAt
            ? text.cleared(contact.spamReason, formatDateTime(contact.spamClearedAt))
            : text.notFlagged}
      </p>
      {contact.isSpam && (
        <Button variant="secondary" disabled={notSpam.isPending} onClick={() => notSpam.mutate(undefined)}>
          {text.notSpam}
        </Button>
      )}
    </Panel>
  );
}
