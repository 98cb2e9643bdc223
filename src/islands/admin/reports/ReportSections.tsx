/**
 * The report's sections: the funnel, leads by source and by service, revenue by month and lost
 * reasons; each as a chart (where one reads faster than a table) with its table view and CSV,
 * and each row linked to the leads behind it. An empty period says so instead of zeros.
 */
import type { ReactNode } from "react";
import type { KindCounts, LeadsReport, ReportQuery, ReportSegment } from "../../../shared/schemas/reports";
import { reportLabels } from "../../../shared/reports-labels";
import { reportStrings } from "../../../shared/strings/reports";
import { cellClass, rowClass, wideCellClass } from "../common/DataTable";
import { BarChart } from "./BarChart";
import { ChartPanel } from "./ChartPanel";
import { ColumnChart } from "./ColumnChart";
import { LeadLinks } from "./LeadLinks";

const text = reportStrings;
const total = (row: KindCounts | undefined) => (row ? row.contacts + row.quotes : 0);
const count = (value: number) => value.toLocaleString("en-US");

/** The first cell of a report table's row: what the row counts. */
function RowHeading({ children }: { children: ReactNode }) {
  return (
    <th scope="row" className={`${wideCellClass} font-semibold`}>
      {children}
    </th>
  );
}

/** A row counting leads: what it counts, its figures, and the links to the leads behind it. */
function LeadRow(props: { label: string; figures: ReactNode[]; counts: KindCounts; segment: ReportSegment }) {
  const { label, figures, counts, segment } = props;
  return (
    <tr className={rowClass}>
      <RowHeading>{label}</RowHeading>
      {figures.map((figure, index) => (
        <td key={index} className={cellClass}>
          {figure}
        </td>
      ))}
      <td className={wideCellClass}>
        <LeadLinks counts={counts} segment={segment} what={label} />
      </td>
    </tr>
  );
}

interface Props {
  report: LeadsReport;
  query: ReportQuery;
  segment: ReportSegment;
}

export function FunnelSection({ report, query, segment }: Props) {
  const { current, previous } = report;
  const steps = current.funnel.map((step, index) => {
    const before = index > 0 ? total(current.funnel[index - 1]) : 0;
    const conversion = index > 0 && before > 0 ? text.percent(total(step) / before) : "";
    return { step, label: text.funnel.stages[step.stage], conversion, previous: total(previous.funnel[index]) };
  });
  const bars = steps.map(({ step, label, conversion }) => ({
    label,
    value: total(step),
    text: conversion ? `${count(total(step))} (${conversion})` : count(total(step)),
  }));
  return (
    <ChartPanel
      section="funnel"
      query={query}
      empty={total(current.leads) === 0 ? text.noLeads : undefined}
      chart={
        <BarChart
          title={text.funnel.chartTitle}
          desc={text.funnel.chartDesc(bars.map((bar) => `${bar.label}: ${bar.text}.`).join(" "))}
          bars={bars}
        />
      }
    >
      {steps.map(({ step, label, conversion, previous: before }) => (
        <LeadRow
          key={step.stage}
          label={label}
          figures={[
            count(total(step)),
            conversion && text.funnel.conversion(conversion),
            text.delta.previous(count(before)),
          ]}
          counts={step}
          segment={{ ...segment, rstage: step.stage === "new" ? undefined : step.stage }}
        />
      ))}
    </ChartPanel>
  );
}

export function SourcesSection({ report, query, segment }: Props) {
  const { current, previous } = report;
  const rows = current.bySource.map((row) => ({
    row,
    label: reportLabels.source(row.source),
    previous: total(previous.bySource.find((other) => other.source === row.source)),
  }));
  return (
    <ChartPanel
      section="sources"
      query={query}
      empty={rows.length === 0 ? text.noLeads : undefined}
      chart={
        <BarChart
          title={text.sources.chartTitle}
          desc={text.sources.chartDesc(rows.map(({ row, label }) => `${label}: ${count(total(row))}.`).join(" "))}
          bars={rows.map(({ row, label }) => ({ label, value: total(row), text: count(total(row)) }))}
        />
      }
    >
      {rows.map(({ row, label, previous: before }) => (
        <LeadRow
          key={row.source}
          label={label}
          figures={[count(total(row)), text.delta.previous(count(before))]}
          counts={row}
          segment={{ ...segment, rsource: row.source }}
        />
      ))}
    </ChartPanel>
  );
}

export function ServicesSection({ report, query, segment }: Props) {
  const { current, previous } = report;
  return (
    <ChartPanel section="services" query={query} empty={current.byService.length === 0 ? text.noLeads : undefined}>
      {current.byService.map((row) => {
        const before = previous.byService.find((other) => other.kind === row.kind && other.service === row.service);
        return (
          <LeadRow
            key={`${row.kind}:${row.service}`}
            label={reportLabels.service(row.kind, row.service)}
            figures={[text.services[row.kind], count(total(row)), text.delta.previous(count(total(before)))]}
            counts={row}
            segment={{ ...segment, rservice: row.service }}
          />
        );
      })}
    </ChartPanel>
  );
}

export function RevenueSection({ report, query }: Props) {
  const { current } = report;
  const months = current.revenueByMonth;
  return (
    <ChartPanel
      section="revenue"
      query={query}
      empty={current.won.count === 0 ? text.noRevenue : undefined}
      chart={
        <ColumnChart
          title={text.revenue.chartTitle}
          desc={text.revenue.chartDesc(
            months
              .map((month) => `${month.month}: ${text.dollars(month.revenueCents)} from ${count(month.won)}.`)
              .join(" "),
          )}
          columns={months.map((month) => ({ label: month.month, value: month.revenueCents }))}
          format={text.dollars}
        />
      }
    >
      {months.map((month) => (
        <tr key={month.month} className={rowClass}>
          <RowHeading>{month.month}</RowHeading>
          <td className={cellClass}>{count(month.won)}</td>
          <td className={cellClass}>{text.dollars(month.revenueCents)}</td>
        </tr>
      ))}
    </ChartPanel>
  );
}

export function LostSection({ report, query, segment }: Props) {
  const { lost } = report.current;
  return (
    <ChartPanel section="lost" query={query} empty={lost.count === 0 ? text.noReasons : undefined}>
      {lost.reasons.map((row) => (
        <LeadRow
          key={row.reason}
          label={reportLabels.reason(row.reason)}
          figures={[count(row.count)]}
          counts={{ contacts: 0, quotes: row.count }}
          segment={{ ...segment, rbasis: "lost", rreason: row.reason }}
        />
      ))}
    </ChartPanel>
  );
}
