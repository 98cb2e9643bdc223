/**
 * The numbers page's tables as CSV (each chart's "Download CSV"): the same rows the table view
 * shows, for the period and the one before it, through the console's one CSV encoder.
 */
import type { CsvValue } from "../export/csv";
import { toCsv } from "../export/csv";
import type { LeadsReport } from "../../shared/schemas/reports";
import { reportLabels } from "../../shared/reports-labels";
import { reportStrings } from "../../shared/strings/reports";

export const reportCsvTables = ["funnel", "sources", "services", "revenue", "lost"] as const;
export type ReportCsvTable = (typeof reportCsvTables)[number];

const total = (row: { contacts: number; quotes: number } | undefined) => (row ? row.contacts + row.quotes : 0);
const dollars = (cents: number) => (cents / 100).toFixed(2);
/** A table's columns as the CSV's header: all but the lead-list links, in the table's order. */
const headerOf = (columns: Record<string, string>) =>
  Object.entries(columns)
    .filter(([key]) => key !== "list")
    .map(([, label]) => label);

export function reportCsv(report: LeadsReport, table: ReportCsvTable): string {
  const { current, previous } = report;
  const text = reportStrings;
  let header: string[];
  let rows: CsvValue[][];
  switch (table) {
    case "funnel":
      header = headerOf(text.funnel.columns);
      rows = current.funnel.map((step, index) => {
        const before = index > 0 ? total(current.funnel[index - 1]) : 0;
        return [
          text.funnel.stages[step.stage],
          total(step),
          index > 0 && before > 0 ? (total(step) / before).toFixed(3) : "",
          total(previous.funnel[index]),
        ];
      });
      break;
    case "sources":
      header = headerOf(text.sources.columns);
      rows = current.bySource.map((row) => [
        reportLabels.source(row.source),
        total(row),
        total(previous.bySource.find((other) => other.source === row.source)),
      ]);
      break;
    case "services":
      header = headerOf(text.services.columns);
      rows = current.byService.map((row) => [
        reportLabels.service(row.kind, row.service),
        text.services[row.kind],
        total(row),
        total(previous.byService.find((other) => other.kind === row.kind && other.service === row.service)),
      ]);
      break;
    case "revenue":
      header = [text.revenue.columns.month, text.revenue.columns.won, `${text.revenue.columns.revenue} (USD)`];
      rows = current.revenueByMonth.map((row) => [row.month, row.won, dollars(row.revenueCents)]);
      break;
    case "lost":
      header = headerOf(text.lost.columns);
      rows = current.lost.reasons.map((row) => [reportLabels.reason(row.reason), row.count]);
      break;
  }
  return toCsv(header, rows);
}
