/**
 * /admin/reports, the numbers page (decision 042): a period (in the URL) and the one before it,
 * the figures at a glance, then the funnel, sources, services, revenue and lost reasons, each
 * linked to the leads behind it. Console only: no public page imports anything of it.
 */
import { reportQuerySchema, type ReportQuery, type ReportSegment } from "../../../shared/schemas/reports";
import { formatShortDate } from "../../../shared/format";
import { adminStrings } from "../../../shared/strings/admin";
import { reportStrings } from "../../../shared/strings/reports";
import { LoadError } from "../common/LoadError";
import { LoadingState } from "../common/LoadingState";
import { ScreenHeader } from "../common/ScreenHeader";
import { useLocationSearch } from "../router";
import { KeyFigures } from "./KeyFigures";
import { MoneyFigures } from "./MoneyFigures";
import { PeriodPicker } from "./PeriodPicker";
import { FunnelSection, LostSection, RevenueSection, ServicesSection, SourcesSection } from "./ReportSections";
import { useLeadsReport } from "./reports.api";

const text = reportStrings;

/** The URL's period; a malformed one shows this month, with the custom form naming what was wrong. */
function queryFrom(search: string): { query: ReportQuery; errors?: Record<string, string> } {
  const parsed = reportQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(search)));
  if (parsed.success) return { query: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "from")] ??= issue.message;
  return { query: { period: "month" }, errors };
}

export function ReportsScreen() {
  const search = useLocationSearch();
  const { query, errors } = queryFrom(search);
  const report = useLeadsReport(query);
  const data = report.data;
  const segment: ReportSegment | undefined = data && { rfrom: data.current.range.from, rto: data.current.range.to };

  return (
    <div className="grid grid-cols-1 gap-6 sm:gap-8">
      <ScreenHeader title={text.title} intro={text.intro} />
      <PeriodPicker key={search} query={query} errors={errors} />
      {report.isPending ? (
        <LoadingState label={adminStrings.loading} />
      ) : report.isError ? (
        <LoadError error={new Error(`${text.loadFailed} ${report.error.message}`)} padded />
      ) : (
        <>
          <div aria-live="polite" className="text-sm text-slate-mid">
            <p className="font-semibold text-slate-ink">
              {text.range(
                formatShortDate(data!.current.range.from),
                formatShortDate(data!.current.range.to),
                data!.current.range.days,
              )}
            </p>
            <p>
              {text.comparedWith(formatShortDate(data!.previous.range.from), formatShortDate(data!.previous.range.to))}
            </p>
          </div>
          <KeyFigures report={data!} segment={segment!} />
          <MoneyFigures report={data!} />
          <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
            <FunnelSection report={data!} query={query} segment={segment!} />
            <SourcesSection report={data!} query={query} segment={segment!} />
            <RevenueSection report={data!} query={query} segment={segment!} />
            <LostSection report={data!} query={query} segment={segment!} />
            <ServicesSection report={data!} query={query} segment={segment!} />
          </div>
        </>
      )}
    </div>
  );
}
