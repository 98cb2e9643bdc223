/**
 * The contact form island ('Schedule Your Consultation'): validated in the browser by the same
 * zod schema POST /api/contact uses, then the Thank You view.
 */
import { contactServiceTypeOptions } from "../shared/options";
import { contactFormSchema, type ContactFormValues } from "../shared/schemas/contact-form";
import { site } from "../shared/site";
import { contactFormStrings as text } from "../shared/strings/leads";
import { SelectField, TextAreaField } from "./forms/fields";
import { LeadForm } from "./forms/LeadFormParts";
import { LeadFormCard, SuccessHeading } from "./forms/LeadFormCard";
import { PersonFields } from "./forms/PersonFields";
import { useLeadForm } from "./forms/useLeadForm";

const emptyContact: ContactFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  serviceType: "",
  message: "",
  website: "",
};

const fieldOrder = ["firstName", "lastName", "email", "phone", "serviceType", "message"] as const;

const actionClass =
  "inline-flex min-h-12 items-center justify-center rounded-md px-6 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-dark";

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
        <div className="grid gap-4 text-center">
          <SuccessHeading headingRef={lead.successHeadingRef}>{text.successHeading}</SuccessHeading>
          <p className="text-lg text-slate-deep">{text.successBody}</p>
          <div className="mt-2 flex flex-col justify-center gap-3 sm:flex-row">
            <button
              type="button"
              onClick={lead.startOver}
              className={`${actionClass} border border-slate-ink text-slate-ink hover:bg-slate-mist`}
            >
              {text.sendAnother}
            </button>
            <a href={site.phone.href} className={`${actionClass} bg-copper-deep text-white hover:bg-slate-ink`}>
              {text.callUs}
            </a>
          </div>
        </div>
      ) : (
        <LeadForm labelledBy="contact-form-heading" className="gap-5" lead={lead} text={text}>
          <div>
            <h2 id="contact-form-heading" className="font-serif text-3xl text-slate-ink">
              {text.heading}
            </h2>
            <p className="mt-2 text-slate-deep">{text.intro}</p>
          </div>
          <PersonFields idPrefix="contact" register={form.register} messageFor={messageFor} />
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
