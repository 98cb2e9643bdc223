/**
 * The contact form island ('Schedule Your Consultation'): validated in the browser by the same
 * zod schema POST /api/contact uses, then the Thank You view.
 */
import { contactServiceTypeOptions, type ContactServiceType } from "../shared/options";
import { contactFormSchema, type ContactFormValues } from "../shared/schemas/contact-form";
import { contactFormStrings as text } from "../shared/strings/leads";
import { ContactThankYou } from "./forms/ContactThankYou";
import { SelectField, TextAreaField } from "./forms/fields";
import { LeadForm } from "./forms/LeadFormParts";
import { LeadFormCard, SuccessHeading } from "./forms/LeadFormCard";
import { emptyPerson, PersonFields } from "./forms/PersonFields";
import { useLeadForm } from "./forms/useLeadForm";

const emptyContact: ContactFormValues = {
  ...emptyPerson,
  serviceType: "",
  message: "",
  website: "",
};

/** The service that makes a request an emergency. */
const EMERGENCY_SERVICE: ContactServiceType = "Emergency Repair";

const fieldOrder = ["firstName", "lastName", "email", "phone", "serviceType", "message"] as const;

export default function ContactForm() {
  const lead = useLeadForm({
    schema: contactFormSchema,
    defaultValues: emptyContact,
    endpoint: "/api/contact",
    fieldOrder,
    text,
  });
  const { form, messageFor } = lead;

  return (
    <LeadFormCard>
      {lead.submitted ? (
        <ContactThankYou
          heading={<SuccessHeading headingRef={lead.successHeadingRef}>{text.successHeading}</SuccessHeading>}
          onSendAnother={lead.startOver}
          urgent={lead.sent?.serviceType === EMERGENCY_SERVICE}
        />
      ) : (
        <LeadForm headingId="contact-form-heading" className="gap-5" lead={lead} text={text}>
          <PersonFields idPrefix="contact" register={form.register} messageFor={messageFor} setValue={form.setValue} />
          <SelectField
            id="contact-serviceType"
            label={text.labels.serviceType}
            placeholder={text.serviceTypePlaceholder}
            options={contactServiceTypeOptions}
            error={messageFor("serviceType")}
            registration={form.register("serviceType")}
          />
          <TextAreaField
            id="contact-message"
            label={text.labels.message}
            required
            rows={4}
            placeholder={text.messagePlaceholder}
            error={messageFor("message")}
            registration={form.register("message")}
          />
        </LeadForm>
      )}
    </LeadFormCard>
  );
}
