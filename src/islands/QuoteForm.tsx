/**
 * The quote form island: five sections, validated in the browser by the same zod schema
 * POST /api/quotes uses, then the thank-you view with the next steps.
 */
import { quoteChoices, quoteDefaults } from "../shared/schemas/quote-fields";
import { ZIP_CODE_MAX_LENGTH } from "../shared/schemas/lead-fields";
import { quoteFormSchema, type QuoteFormValues } from "../shared/schemas/quote-form";
import { quoteFormStrings as text } from "../shared/strings/leads";
import { RadioGroupField, SelectField, TextAreaField, TextField } from "./forms/fields";
import { FormSection, LeadForm } from "./forms/LeadFormParts";
import { LeadFormCard, SuccessHeading } from "./forms/LeadFormCard";
import { emptyPerson, PersonFields } from "./forms/PersonFields";
import { QuotePhotosSlot } from "./forms/QuotePhotosSlot";
import { QuoteThankYouActions } from "./forms/ThankYouActions";
import { UrgentNotice } from "./forms/UrgentNotice";
import { useLeadForm } from "./forms/useLeadForm";
import { useTextConsentFollowsMethod } from "./forms/useTextConsentFollowsMethod";

const emptyQuote: QuoteFormValues = {
  ...emptyPerson,
  address: "",
  city: "",
  state: "",
  zipCode: "",
  projectType: "" as QuoteFormValues["projectType"],
  roofSize: "",
  urgency: quoteDefaults.urgency,
  budgetRange: "",
  preferredContactMethod: quoteDefaults.preferredContactMethod,
  bestTimeToContact: "",
  description: "",
  website: "",
};

const fieldOrder = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "address",
  "city",
  "state",
  "zipCode",
  "projectType",
  "roofSize",
  "urgency",
  "budgetRange",
  "preferredContactMethod",
  "bestTimeToContact",
  "description",
] as const;
type QuoteField = (typeof fieldOrder)[number];

export default function QuoteForm() {
  const lead = useLeadForm({
    schema: quoteFormSchema,
    defaultValues: emptyQuote,
    endpoint: "/api/quotes",
    fieldOrder,
    text,
  });
  const { form, messageFor } = lead;
  const consent = useTextConsentFollowsMethod(form);
  /** The props every field shares: id, label, error and registration. */
  const field = (name: QuoteField) => ({
    id: `quote-${name}`,
    label: text.labels[name],
    error: messageFor(name),
    registration: form.register(name),
  });

  return (
    <LeadFormCard>
      {lead.submitted ? (
        <div className="grid gap-5">
          <SuccessHeading headingRef={lead.successHeadingRef}>{text.successHeading}</SuccessHeading>
          <p className="text-lg text-slate-deep">{text.successToast.description}</p>
          {lead.sent?.urgency === "urgent" && <UrgentNotice />}
          <h3 className="font-serif text-xl text-slate-ink">{text.nextStepsHeading}</h3>
          <ol className="grid list-decimal gap-2 pl-6 text-slate-deep">
            {text.nextSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <QuoteThankYouActions homeHref="/" returnHome={text.returnHome} />
        </div>
      ) : (
        <LeadForm headingId="quote-form-heading" className="gap-8" lead={lead} text={text}>
          <FormSection title={text.sections.contact}>
            <PersonFields
              idPrefix="quote"
              register={(name) => (name === "textConsent" ? consent.consent : form.register(name))}
              messageFor={messageFor}
              setValue={form.setValue}
            />
          </FormSection>

          <FormSection title={text.sections.address}>
            <TextField {...field("address")} required autoComplete="address-line1" />
            <div className="grid gap-5 sm:grid-cols-[2fr_1fr_1fr]">
              <TextField {...field("city")} required autoComplete="address-level2" />
              <TextField {...field("state")} required autoComplete="address-level1" />
              <TextField
                {...field("zipCode")}
                required
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={ZIP_CODE_MAX_LENGTH}
              />
            </div>
          </FormSection>

          <FormSection title={text.sections.project}>
            <div className="grid gap-5 sm:grid-cols-2">
              <SelectField
                {...field("projectType")}
                required
                placeholder={text.projectTypePlaceholder}
                options={quoteChoices.projectType}
              />
              <SelectField
                {...field("roofSize")}
                placeholder={text.selectPlaceholder}
                options={quoteChoices.roofSize}
              />
              {/* The default is in the server-rendered HTML too, for a post without JavaScript. */}
              <SelectField {...field("urgency")} options={quoteChoices.urgency} defaultValue={quoteDefaults.urgency} />
              <SelectField
                {...field("budgetRange")}
                placeholder={text.selectPlaceholder}
                options={quoteChoices.budgetRange}
              />
            </div>
          </FormSection>

          <FormSection title={text.sections.preferences}>
            <RadioGroupField
              id="quote-preferredContactMethod"
              legend={text.labels.preferredContactMethod}
              options={quoteChoices.preferredContactMethod}
              defaultValue={quoteDefaults.preferredContactMethod}
              error={messageFor("preferredContactMethod")}
              registration={consent.method}
            />
            <SelectField
              {...field("bestTimeToContact")}
              placeholder={text.selectPlaceholder}
              options={quoteChoices.bestTimeToContact}
            />
          </FormSection>

          <FormSection title={text.sections.description} hint={text.sections.descriptionHint}>
            <TextAreaField {...field("description")} rows={5} />
          </FormSection>

          <QuotePhotosSlot formToken={lead.formToken} registration={form.register("photos")} />
        </LeadForm>
      )}
    </LeadFormCard>
  );
}
