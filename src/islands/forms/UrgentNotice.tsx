/** After an urgent quote or an emergency contact request: what happens next, and the 24/7 number (issue 25). */
import { site } from "../../shared/site";
import { urgentNextSteps as text } from "../../shared/strings/leads";

export function UrgentNotice() {
  return (
    <section
      aria-labelledby="urgent-next-heading"
      className="rounded-lg border border-copper-dark bg-paper p-5 text-left"
    >
      <h3 id="urgent-next-heading" className="font-serif text-xl text-slate-ink">
        {text.heading}
      </h3>
      <p className="mt-2 text-slate-deep">{text.body}</p>
      <a
        href={site.phone.href}
        className="mt-4 inline-flex min-h-12 items-center justify-center rounded-md bg-copper-deep px-6 py-3 font-semibold text-white hover:bg-slate-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-dark"
      >
        {text.call(site.phone.display)}
      </a>
    </section>
  );
}
