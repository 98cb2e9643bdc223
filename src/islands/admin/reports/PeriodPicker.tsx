/**
 * The period: this month, the last 90 days, this year (links, the current one marked), or custom
 * days (a small form checked with the API's own schema, so a wrong range is named at the field
 * before any request). The choice lives in the URL.
 */
import { useId, useState } from "react";
import { reportPeriods, reportQuerySchema, reportQueryString, type ReportQuery } from "../../../shared/schemas/reports";
import { reportStrings } from "../../../shared/strings/reports";
import { controlAria, Field } from "../../forms/Field";
import { controlClass } from "../../forms/fields";
import { Button } from "../../ui/Button";
import { adminPaths, Link, navigate } from "../router";

const text = reportStrings.periods;

export const reportPath = (query: Partial<ReportQuery>) => `${adminPaths.reports}${reportQueryString(query)}`;

export function PeriodPicker({ query, errors: urlErrors }: { query: ReportQuery; errors?: Record<string, string> }) {
  const id = useId();
  const [from, setFrom] = useState(query.from ?? "");
  const [to, setTo] = useState(query.to ?? "");
  const [errors, setErrors] = useState<Record<string, string>>(urlErrors ?? {});

  const submit = () => {
    const parsed = reportQuerySchema.safeParse({ period: "custom", from, to });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? "from")] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    navigate(reportPath(parsed.data));
  };

  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <nav aria-label={text.legend}>
        <ul className="flex flex-wrap gap-2">
          {reportPeriods
            .filter((period) => period !== "custom")
            .map((period) => {
              const current = query.period === period;
              return (
                <li key={period}>
                  <Link
                    to={reportPath({ period })}
                    aria-current={current ? "page" : undefined}
                    className={`inline-block rounded-md border px-3 py-2 text-sm font-semibold no-underline ${current ? "border-slate-ink bg-slate-ink text-white" : "border-slate-mid bg-white text-slate-ink hover:bg-slate-mist"}`}
                  >
                    {text[period]}
                  </Link>
                </li>
              );
            })}
        </ul>
      </nav>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
        aria-label={text.custom}
        className="grid grid-cols-2 items-start gap-3 sm:flex sm:items-end"
      >
        <Field id={`${id}-from`} label={text.from} error={errors.from}>
          <input
            type="date"
            className={controlClass}
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            {...controlAria({ id: `${id}-from`, error: errors.from })}
          />
        </Field>
        <Field id={`${id}-to`} label={text.to} error={errors.to}>
          <input
            type="date"
            className={controlClass}
            value={to}
            onChange={(event) => setTo(event.target.value)}
            {...controlAria({ id: `${id}-to`, error: errors.to })}
          />
        </Field>
        <Button
          type="submit"
          variant={query.period === "custom" ? "primary" : "secondary"}
          className="col-span-2 sm:mb-0.5"
        >
          {text.apply}
        </Button>
      </form>
    </div>
  );
}
