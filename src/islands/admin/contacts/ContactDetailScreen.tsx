/**
 * One contact in full: its fields and message, lead source, spam verdict, the e-mails sent about
 * it, private notes and "Delete this person".
 */
import { ApiError } from "../../../shared/api";
import { formatDateTime } from "../../../shared/format";
import { adminStrings } from "../../../shared/strings/admin";
import { contactStrings } from "../../../shared/strings/contacts";
import { buttonClass } from "../../ui/Button";
import { DeletePersonDialog } from "../common/DeletePersonDialog";
import { LoadError } from "../common/LoadError";
import { LoadingState } from "../common/LoadingState";
import { ScreenHeader } from "../common/ScreenHeader";
import { WaitingBadge } from "../common/WaitingBadge";
import { adminPaths, Link, navigate } from "../router";
import { OtherEnquiries } from "../leads/OtherEnquiries";
import { LeadConversation } from "../leads/LeadConversation";
import { LeadBooking } from "../booking/LeadBooking";
import { LogCallButton } from "../leads/LogCallButton";
import { ContactEmails } from "./ContactEmails";
import { ContactNotes } from "./ContactNotes";
import { ContactSummary } from "./ContactSummary";
import { useContactDetail } from "./contacts.api";
import { LeadSourcePanel } from "./LeadSourcePanel";
import { SpamPanel } from "./SpamPanel";

const text = contactStrings.detail;

function ContactNotFound() {
  return (
    <section className="py-16 text-center">
      <h1 className="font-serif text-4xl text-slate-ink">{text.notFound}</h1>
      <p className="mt-4 text-slate-mid">{text.notFoundText}</p>
      <Link to={adminPaths.contacts} className={buttonClass("primary", "mt-8")}>
        {text.back}
      </Link>
    </section>
  );
}

export function ContactDetailScreen({ contactId }: { contactId: number }) {
  const contact = useContactDetail(contactId);
  if (contact.isPending) return <LoadingState label={adminStrings.loading} />;
  if (contact.error instanceof ApiError && contact.error.status === 404) return <ContactNotFound />;
  if (contact.isError) return <LoadError error={contact.error} padded />;

  const data = contact.data;
  return (
    <div className="grid grid-cols-1 gap-6 sm:gap-8">
      <div>
        <Link to={adminPaths.contacts} className="text-sm text-copper-deep underline">
          {text.back}
        </Link>
      </div>
      <ScreenHeader
        title={text.title(`${data.firstName} ${data.lastName}`)}
        intro={`${text.received} ${formatDateTime(data.createdAt)}`}
        action={<DeletePersonDialog kind="contact" id={data.id} onDeleted={() => navigate(adminPaths.contacts)} />}
      />
      <div className="-mt-4 grid justify-items-start gap-3">
        <WaitingBadge lead={data} />
        <LeadBooking kind="contact" id={data.id} />
        <LogCallButton kind="contact" id={data.id} />
      </div>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
        <ContactSummary contact={data} />
        <div className="grid content-start gap-8">
          <LeadSourcePanel source={data.leadSource} />
          <SpamPanel contact={data} />
        </div>
      </div>
      <ContactNotes contactId={data.id} notes={data.notes} />
      <OtherEnquiries kind="contact" id={data.id} />
      <LeadConversation kind="contact" id={data.id} />
      <ContactEmails emails={data.emails} />
    </div>
  );
}
