/** A contact's own fields: e-mail, phone (tap to call), service, status select and the full message. */
import { contactStatusOptions, type ContactStatus } from "../../../shared/options";
import type { AdminContactDetail } from "../../../shared/schemas/contacts-desk";
import { phoneHref } from "../../../shared/schemas/lead-fields";
import { adminStrings } from "../../../shared/strings/admin";
import { contactStrings } from "../../../shared/strings/contacts";
import { Select } from "../../ui/Select";
import { useUpdateContactStatus } from "../api";
import { Panel } from "../common/Panel";
import { mailtoHref } from "../../../shared/reach";
import { ReachLinks } from "../common/ReachLinks";

const text = contactStrings.detail;
const linkClass = "text-copper-deep underline";

export function ContactSummary({ contact }: { contact: AdminContactDetail }) {
  const updateStatus = useUpdateContactStatus();
  const name = `${contact.firstName} ${contact.lastName}`;
  return (
    <Panel id="contact-fields-heading" title={text.fieldsHeading}>
      <div className="mt-4">
        <ReachLinks name={name} phone={contact.phone} email={contact.email} />
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold text-slate-ink">{text.email}</dt>
        <dd className="break-all">
          <a href={mailtoHref(contact.email)} className={linkClass}>
            {contact.email}
          </a>
        </dd>
        <dt className="font-semibold text-slate-ink">{text.phone}</dt>
        <dd>
          {contact.phone ? (
            <a href={phoneHref(contact.phone)} className={linkClass} aria-label={text.call(contact.phone)}>
              {contact.phone}
            </a>
          ) : (
            text.notProvided
          )}
        </dd>
        <dt className="font-semibold text-slate-ink">{text.service}</dt>
        <dd>{contact.serviceType || adminStrings.dashboard.notSpecified}</dd>
        <dt className="self-center font-semibold text-slate-ink">{text.status}</dt>
        <dd>
          <Select
            ariaLabel={adminStrings.dashboard.contactStatusLabel(name)}
            value={contact.status}
            disabled={updateStatus.isPending}
            onValueChange={(status) => updateStatus.mutate({ id: contact.id, status: status as ContactStatus })}
            options={contactStatusOptions}
          />
        </dd>
      </dl>
      <h3 className="mt-6 text-sm font-semibold text-slate-ink">{text.message}</h3>
      <p className="mt-2 text-base whitespace-pre-wrap text-slate-deep">{contact.message}</p>
    </Panel>
  );
}
