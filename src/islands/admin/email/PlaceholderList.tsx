/** The placeholders a template may use, from the one list the server checks against. */
import { followUpPlaceholders } from "../../../shared/schemas/email-template";
import { emailStrings } from "../../../shared/strings/email";

const text = emailStrings.templates;

/** `placeholders` and `intro`: another template's (the first text's); the follow-up e-mails' by default. */
export function PlaceholderList({
  id,
  placeholders = followUpPlaceholders,
  intro = text.placeholdersIntro,
}: {
  id: string;
  placeholders?: Readonly<Record<string, string>>;
  intro?: string;
}) {
  return (
    <section aria-labelledby={id} className="rounded-md border border-slate-line bg-slate-mist/50 p-4">
      <h3 id={id} className="text-sm font-semibold text-slate-ink">
        {text.placeholdersHeading}
      </h3>
      <p className="mt-1 text-sm text-slate-mid">{intro}</p>
      <dl className="mt-3 grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[auto_1fr]">
        {Object.entries(placeholders).map(([name, meaning]) => (
          <div key={name} className="contents">
            <dt>
              <code className="rounded bg-white px-1.5 py-0.5 text-slate-ink">{`{{${name}}}`}</code>
            </dt>
            <dd className="mb-1 text-slate-deep sm:mb-0">{meaning}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
