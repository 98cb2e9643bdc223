/**
 * The quote form island (SPEC §2 Quote): five sections, validated in the browser by the same zod
 * schema POST /api/quotes uses, then the thank-you view with the next steps.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  bestTimeOptions,
  budgetRangeOptions,
  contactMethodOptions,
  DEFAULT_CONTACT_METHOD,
  DEFAULT_URGENCY,
  projectTypeOptions,
  roofSizeOptions,
  urgencyOptions,
} from "../shared/options";
import { quoteSchema, type QuoteFormValues, type QuoteRequest } from "../shared/schemas/quote";
import { quoteFormStrings as text } from "../shared/strings/leads";
import {
  FormSection,
  Honeypot,
  RadioGroupField,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from "./forms/fields";
import { useLeadSubmission } from "./forms/useLeadSubmission";
import { Toaster } from "./ui/toast";

const emptyQuote: QuoteFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  address: "",
  city: "",
  state: "",
  zipCode: "",
  projectType: "" as QuoteFormValues["projectType"],
  roofSize: "",
  urgency: DEFAULT_URGENCY,
  budgetRange: "",
  preferredContactMethod: DEFAULT_CONTACT_METHOD,
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

export default function QuoteForm() {
  const form = useForm<QuoteFormValues, unknown, QuoteRequest>({
    resolver: zodResolver(quoteSchema),
    defaultValues: emptyQuote,
    // Errors appear on submit, not on blur: a message appearing on blur moves the button under the pointer mid-click.
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { onSubmit, pending, ready, submitted, announcement, successHeadingRef, messageFor } = useLeadSubmission({
    endpoint: "/api/quotes",
    form,
    fieldOrder,
    successToast: text.successToast,
    failureToast: text.failureToast,
  });

  return (
    <div className="rounded-xl border border-slate-line bg-white p-6 shadow-sm sm:p-8">
      {submitted ? (
        <div className="grid gap-5">
          <h2 ref={successHeadingRef} tabIndex={-1} className="font-serif text-3xl text-slate-ink focus:outline-none">
            {text.successHeading}
          </h2>
          <p className="text-lg text-slate-deep">{text.successToast.description}</p>
          <h3 className="font-serif text-xl text-slate-ink">{text.nextStepsHeading}</h3>
          <ol className="grid list-decimal gap-2 pl-6 text-slate-deep">
            {text.nextSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <div>
            <a
              href="/"
              className="inline-flex min-h-12 items-center justify-center rounded-md bg-copper-deep px-6 py-3 font-semibold text-white hover:bg-slate-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-dark"
            >
              {text.returnHome}
            </a>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-labelledby="quote-form-heading" className="relative grid gap-8">
          <h2 id="quote-form-heading" className="font-serif text-3xl text-slate-ink">
            {text.heading}
          </h2>

          <FormSection title={text.sections.contact}>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                id="quote-firstName"
                label={text.labels.firstName}
                required
                autoComplete="given-name"
                error={messageFor("firstName")}
                registration={form.register("firstName")}
              />
              <TextField
                id="quote-lastName"
                label={text.labels.lastName}
                required
                autoComplete="family-name"
                error={messageFor("lastName")}
                registration={form.register("lastName")}
              />
              <TextField
                id="quote-email"
                label={text.labels.email}
                required
                type="email"
                inputMode="email"
                autoComplete="email"
                spellCheck={false}
                error={messageFor("email")}
                registration={form.register("email")}
              />
              <TextField
                id="quote-phone"
                label={text.labels.phone}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                error={messageFor("phone")}
                registration={form.register("phone")}
              />
            </div>
          </FormSection>

          <FormSection title={text.sections.address}>
            <TextField
              id="quote-address"
              label={text.labels.address}
              required
              autoComplete="address-line1"
              error={messageFor("address")}
              registration={form.register("address")}
            />
            <div className="grid gap-5 sm:grid-cols-[2fr_1fr_1fr]">
              <TextField
                id="quote-city"
                label={text.labels.city}
                required
                autoComplete="address-level2"
                error={messageFor("city")}
                registration={form.register("city")}
              />
              <TextField
                id="quote-state"
                label={text.labels.state}
                required
                autoComplete="address-level1"
                error={messageFor("state")}
                registration={form.register("state")}
              />
              <TextField
                id="quote-zipCode"
                label={text.labels.zipCode}
                required
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={10}
                error={messageFor("zipCode")}
                registration={form.register("zipCode")}
              />
            </div>
          </FormSection>

          <FormSection title={text.sections.project}>
            <div className="grid gap-5 sm:grid-cols-2">
              <SelectField
                id="quote-projectType"
                label={text.labels.projectType}
                required
                placeholder={text.projectTypePlaceholder}
                options={projectTypeOptions}
                error={messageFor("projectType")}
                registration={form.register("projectType")}
              />
              <SelectField
                id="quote-roofSize"
                label={text.labels.roofSize}
                placeholder={text.selectPlaceholder}
                options={roofSizeOptions}
                error={messageFor("roofSize")}
                registration={form.register("roofSize")}
              />
              <SelectField
                id="quote-urgency"
                label={text.labels.urgency}
                options={urgencyOptions}
                error={messageFor("urgency")}
                registration={form.register("urgency")}
              />
              <SelectField
                id="quote-budgetRange"
                label={text.labels.budgetRange}
                placeholder={text.selectPlaceholder}
                options={budgetRangeOptions}
                error={messageFor("budgetRange")}
                registration={form.register("budgetRange")}
              />
            </div>
          </FormSection>

          <FormSection title={text.sections.preferences}>
            <RadioGroupField
              id="quote-preferredContactMethod"
              legend={text.labels.preferredContactMethod}
              options={contactMethodOptions}
              error={messageFor("preferredContactMethod")}
              registration={form.register("preferredContactMethod")}
            />
            <SelectField
              id="quote-bestTimeToContact"
              label={text.labels.bestTimeToContact}
              placeholder={text.selectPlaceholder}
              options={bestTimeOptions}
              error={messageFor("bestTimeToContact")}
              registration={form.register("bestTimeToContact")}
            />
          </FormSection>

          <FormSection title={text.sections.description} hint={text.sections.descriptionHint}>
            <TextAreaField
              id="quote-description"
              label={text.labels.description}
              rows={5}
              error={messageFor("description")}
              registration={form.register("description")}
            />
          </FormSection>

          <Honeypot registration={form.register("website")} />
          <p className="sr-only" role="status" aria-live="polite">
            {announcement}
          </p>
          <div className="grid gap-3">
            <SubmitButton pending={pending} ready={ready} idle={text.submit} busy={text.submitting} />
            <p className="text-sm text-slate-mid">{text.disclaimer}</p>
          </div>
        </form>
      )}
      <Toaster />
    </div>
  );
}
