/**
 * The contact form island (SPEC §2 Contact): 'Schedule Your Consultation', validated in the browser
 * by the same zod schema POST /api/contact uses, then the Thank You view.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { contactServiceTypes } from "../shared/options";
import { contactSchema, type ContactFormValues, type ContactRequest } from "../shared/schemas/contact";
import { site } from "../shared/site";
import { contactFormStrings as text } from "../shared/strings/leads";
import { Honeypot, SelectField, SubmitButton, TextAreaField, TextField } from "./forms/fields";
import { useLeadSubmission } from "./forms/useLeadSubmission";
import { Toaster } from "./ui/toast";

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

export default function ContactForm() {
  const form = useForm<ContactFormValues, unknown, ContactRequest>({
    resolver: zodResolver(contactSchema),
    defaultValues: emptyContact,
    // Errors appear on submit, not on blur: a message appearing on blur moves the button under the pointer mid-click.
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { onSubmit, pending, ready, submitted, announcement, startOver, successHeadingRef, messageFor } =
    useLeadSubmission({
      endpoint: "/api/contact",
      form,
      fieldOrder,
      successToast: text.successToast,
      failureToast: text.failureToast,
    });

  return (
    <div className="rounded-xl border border-slate-line bg-white p-6 shadow-sm sm:p-8">
      {submitted ? (
        <div className="grid gap-4 text-center">
          <h2 ref={successHeadingRef} tabIndex={-1} className="font-serif text-3xl text-slate-ink focus:outline-none">
            {text.successHeading}
          </h2>
          <p className="text-lg text-slate-deep">{text.successBody}</p>
          <div className="mt-2 flex flex-col justify-center gap-3 sm:flex-row">
            <button
              type="button"
              onClick={startOver}
              className="inline-flex min-h-12 items-center justify-center rounded-md border border-slate-ink px-6 py-3 font-semibold text-slate-ink hover:bg-slate-mist focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-dark"
            >
              {text.sendAnother}
            </button>
            <a
              href={site.phone.href}
              className="inline-flex min-h-12 items-center justify-center rounded-md bg-copper-deep px-6 py-3 font-semibold text-white hover:bg-slate-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-dark"
            >
              {text.callUs}
            </a>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-labelledby="contact-form-heading" className="relative grid gap-5">
          <div>
            <h2 id="contact-form-heading" className="font-serif text-3xl text-slate-ink">
              {text.heading}
            </h2>
            <p className="mt-2 text-slate-deep">{text.intro}</p>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              id="contact-firstName"
              label={text.labels.firstName}
              required
              autoComplete="given-name"
              error={messageFor("firstName")}
              registration={form.register("firstName")}
            />
            <TextField
              id="contact-lastName"
              label={text.labels.lastName}
              required
              autoComplete="family-name"
              error={messageFor("lastName")}
              registration={form.register("lastName")}
            />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              id="contact-email"
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
              id="contact-phone"
              label={text.labels.phone}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              error={messageFor("phone")}
              registration={form.register("phone")}
            />
          </div>
          <SelectField
            id="contact-serviceType"
            label={text.labels.serviceType}
            placeholder={text.serviceTypePlaceholder}
            options={contactServiceTypes}
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
