/**
 * A report section: its heading, a Chart / Table switch (the table is the same figures in rows,
 * for reading exact values or a screen reader's table navigation), the CSV download of the table,
 * and the words of an empty period instead of both. The section's name gives its heading, its
 * table's label and columns (reportStrings) and its CSV's address.
 */
import { useId, useState, type ReactNode } from "react";
import type { ReportQuery } from "../../../shared/schemas/reports";
import { reportStrings } from "../../../shared/strings/reports";
import { Button } from "../../ui/Button";
import { CsvDownloadLink } from "../common/CsvDownloadLink";
import { DataTable } from "../common/DataTable";
import { reportUrls, type ReportTable } from "./reports.api";

const text = reportStrings.view;

export function ChartPanel({
  section,
  query,
  chart,
  empty,
  children,
}: {
  section: ReportTable;
  query: ReportQuery;
  /** Absent: the section is a table only. */
  chart?: ReactNode;
  /** Said instead of chart and table when the period has nothing to show. */
  empty?: string;
  /** The table's rows. */
  children: ReactNode;
}) {
  const strings = reportStrings[section];
  const title = strings.heading;
  const csvHref = reportUrls.csv(section, query);
  const table = (
    <DataTable
      label={"tableLabel" in strings ? strings.tableLabel : strings.chartTitle}
      columns={Object.values(strings.columns)}
    >
      {children}
    </DataTable>
  );
  const id = useId();
  const [view, setView] = useState<"chart" | "table">(chart ? "chart" : "table");
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-lg border border-slate-line bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="font-serif text-2xl text-slate-ink">
          {title}
        </h2>
        {!empty && (
          <div className="flex flex-wrap items-center gap-2">
            {chart && (
              <div role="group" aria-label={text.label(title)} className="flex gap-1">
                <Button
                  variant={view === "chart" ? "secondary" : "ghost"}
                  aria-pressed={view === "chart"}
                  onClick={() => setView("chart")}
                >
                  {text.chart}
                </Button>
                <Button
                  variant={view === "table" ? "secondary" : "ghost"}
                  aria-pressed={view === "table"}
                  onClick={() => setView("table")}
                >
                  {text.table}
                </Button>
              </div>
            )}
            <CsvDownloadLink href={csvHref} label={text.csv} />
          </div>
        )}
      </div>
      {empty ? <p className="mt-4 text-slate-mid">{empty}</p> : view === "chart" && chart ? chart : table}
    </section>
  );
}
