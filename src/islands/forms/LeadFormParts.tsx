/** The frame both lead forms share: sections, the honeypot, the error announcement, submit and disclaimer. */
import type { BaseSyntheticEvent, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { site } from "../../shared/site";
import { leadFieldLabels, leadHints } from "../../shared/strings/leads";

/**
 * The honeypot: a field people never see or reach by keyboard, which form-filling bots fill in.
 * A filled one marks the lead as suspected spam (stored, not dropped).
 */
export function Honeypot({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor="website">{leadFieldLabels.honeypot}</label>
      <input id="website" type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}

export function FormSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 border-t border-slate-line pt-6 first:border-t-0 first:pt-0">
      <legend className="float-left mb-1 w-full font-serif text-xl text-slate-ink">
        {title} {hint && <span className="font-sans text-sm font-normal text-slate-mid">{hint}</span>}
      </legend>
      {children}
    </fieldset>
  );
}

interface LeadFormProps {
  /** The id of the form's heading, which names the form. */
  headingId: string;
  className: string;
  lead: {
    form: { register: (name: "website") => UseFormRegisterReturn };
    onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
    /** Where the form posts: the island sends JSON there, a browser without JavaScript the form itself. */
    endpoint: string;
    announcement: string;
    pending: boolean;
    ready: boolean;
    /** The server's refusal to take the lead now (the rate limit), shown until the next try. */
    refusal?: string;
  };
  text: { heading: string; intro?: string; submit: string; submitting: string; disclaimer: string };
  children: ReactNode;
}

/**
 * A lead form: its heading (with the intro under it, if any), its fields, then the honeypot, the live
 * summary of field errors, the submit button and the disclaimer. Before the island hydrates (or when its script never runs) it is a plain
 * form posting to the same endpoint, which answers with a thank-you page or the fields to fix;
 * once hydrated the island sends JSON instead, and the button is disabled while a request is out.
 * `data-hydrated` tells tests (and styles) which of the two is in charge.
 */
export function LeadForm({ headingId, className, lead, text, children }: LeadFormProps) {
  const disabled = lead.pending;
  const heading = (
    <h2 id={headingId} className="font-serif text-3xl text-slate-ink">
      {text.heading}
    </h2>
  );
  return (
    <form
      method="post"
      action={lead.endpoint}
      noValidate
      onSubmit={lead.onSubmit}
      aria-labelledby={headingId}
      data-hydrated={lead.ready ? "true" : undefined}
      className={`relative grid ${className}`}
    >
      {text.intro ? (
        <div>
          {heading}
          <p className="mt-2 text-slate-deep">{text.intro}</p>
        </div>
      ) : (
        heading
      )}
      {children}
      <Honeypot registration={lead.form.register("website")} />
      <p className="sr-only" role="status" aria-live="polite">
        {lead.announcement}
      </p>
      <div className="grid gap-3">
        {lead.refusal && (
          <p role="alert" className="rounded-md border border-red-800 bg-red-50 p-4 text-red-900">
            {lead.refusal}{" "}
            <a href={site.phone.href} className="font-semibold whitespace-nowrap underline underline-offset-2">
              {leadHints.call(site.phone.display)}
            </a>
          </p>
        )}
        <button
          type="submit"
          disabled={disabled}
          aria-disabled={disabled}
          className="inline-flex min-h-12 w-full items-center justify-center rounded-md bg-copper-deep px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-slate-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-dark disabled:cursor-not-allowed disabled:opacity-80 sm:w-auto"
        >
          {lead.pending ? text.submitting : text.submit}
        </button>
        <p className="text-sm text-slate-mid">{text.disclaimer}</p>
      </div>
    </form>
  );
}
