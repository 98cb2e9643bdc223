/**
 * The report's sections: the funnel, leads by source and by service, revenue by month and lost
 * reasons; each as a chart (where one reads faster than a table) with its table view and CSV,
 * and each row linked to the leads behind it. An empty period says so instead of zeros.
 */
import type { ReactNode } from "react";
import type { KindCounts, LeadsReport, ReportQuery, ReportSegment } from "../../../shared/schemas/reports";
import { reportLabels } from "../../../shared/reports-labels";
import { reportStrings } from "../../../shared/strings/reports";
import { cellClass, DataTable, rowClass, wideCellClass } from "../common/DataTable";
import { BarChart } from "./BarChart";
import { ChartPanel } from "./ChartPanel";
import { ColumnChart } from "./ColumnChart";
import { LeadLinks } from "./LeadLinks";
import { reportUrls } from "./reports.api";

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
      title={text.funnel.heading}
      empty={total(current.leads) === 0 ? text.noLeads : undefined}
      csvHref={reportUrls.csv("funnel", query)}
      chart={
        <BarChart
          title={text.funnel.chartTitle}
          desc={text.funnel.chartDesc(bars.map((bar) => `${bar.label}: ${bar.text}.`).join(" "))}
          bars={bars}
        />
      }
      table={
        <DataTable label={text.funnel.chartTitle} columns={Object.values(text.funnel.columns)}>
          {steps.map(({ step, label, conversion, previous: before }) => (
            <tr key={step.stage} className={rowClass}>
              <RowHeading>{label}</RowHeading>
              <td className={cellClass}>{count(total(step))}</td>
              <td className={cellClass}>{conversion && text.funnel.conversion(conversion)}</td>
              <td className={cellClass}>{text.delta.previous(count(before))}</td>
              <td className={wideCellClass}>
                <LeadLinks
                  counts={step}
                  segment={{ ...segment, rstage: step.stage === "new" ? undefined : step.stage }}
                  what={label}
                />
              </td>
            </tr>
          ))}
        </DataTable>
      }
    />
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
      title={text.sources.heading}
      empty={rows.length === 0 ? text.noLeads : undefined}
      csvHref={reportUrls.csv("sources", query)}
      chart={
        <BarChart
          title={text.sources.chartTitle}
          desc={text.sources.chartDesc(rows.map(({ row, label }) => `${label}: ${count(total(row))}.`).join(" "))}
          bars={rows.map(({ row, label }) => ({ label, value: total(row), text: count(total(row)) }))}
        />
      }
      table={
        <DataTable label={text.sources.chartTitle} columns={Object.values(text.sources.columns)}>
          {rows.map(({ row, label, previous: before }) => (
            <tr key={row.source} className={rowClass}>
              <RowHeading>{label}</RowHeading>
              <td className={cellClass}>{count(total(row))}</td>
              <td className={cellClass}>{text.delta.previous(count(before))}</td>
              <td className={wideCellClass}>
                <LeadLinks counts={row} segment={{ ...segment, rsource: row.source }} what={label} />
              </td>
            </tr>
          ))}
        </DataTable>
      }
    />
  );
}

export function ServicesSection({ report, query, segment }: Props) {
  const { current, previous } = report;
  return (
    <ChartPanel
      title={text.services.heading}
      empty={current.byService.length === 0 ? text.noLeads : undefined}
      csvHref={reportUrls.csv("services", query)}
      table={
        <DataTable label={text.services.tableLabel} columns={Object.values(text.services.columns)}>
          {current.byService.map((row) => {
            const label = reportLabels.service(row.kind, row.service);
            const before = previous.byService.find((other) => other.kind === row.kind && other.service === row.service);
            return (
              <tr key={`${row.kind}:${row.service}`} className={rowClass}>
                <RowHeading>{label}</RowHeading>
                <td className={cellClass}>{text.services[row.kind]}</td>
                <td className={cellClass}>{count(total(row))}</td>
                <td className={cellClass}>{text.delta.previous(count(total(before)))}</td>
                <td className={wideCellClass}>
                  <LeadLinks counts={row} segment={{ ...segment, rservice: row.service }} what={label} />
                </td>
              </tr>
            );
          })}
        </DataTable>
      }
    />
  );
}

export function RevenueSection({ report, query }: Props) {
  const { current } = report;
  const months = current.revenueByMonth;
  return (
    <ChartPanel
      title={text.revenue.heading}
      empty={current.won.count === 0 ? text.noRevenue : undefined}
      csvHref={reportUrls.csv("revenue", query)}
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
      table={
        <DataTable label={text.revenue.chartTitle} columns={Object.values(text.revenue.columns)}>
          {months.map((month) => (
            <tr key={month.month} className={rowClass}>
              <RowHeading>{month.month}</RowHeading>
              <td className={cellClass}>{count(month.won)}</td>
              <td className={cellClass}>{text.dollars(month.revenueCents)}</td>
            </tr>
          ))}
        </DataTable>
      }
    />
  );
}

export function LostSection({ report, query, segment }: Props) {
  const { lost } = report.current;
  return (
    <ChartPanel
      title={text.lost.heading}
      empty={lost.count === 0 ? text.noReasons : undefined}
      csvHref={reportUrls.csv("lost", query)}
      table={
        <DataTable label={text.lost.tableLabel} columns={Object.values(text.lost.columns)}>
          {lost.reasons.map((row) => {
            const label = reportLabels.reason(row.reason);
            return (
              <tr key={row.reason} className={rowClass}>
                <RowHeading>{label}</RowHeading>
                <td className={cellClass}>{count(row.count)}</td>
                <td className={wideCellClass}>
                  <LeadLinks
                    counts={{ contacts: 0, quotes: row.count }}
                    segment={{ ...segment, rbasis: "lost", rreason: row.reason }}
                    what={label}
                  />
                </td>
              </tr>
            );
          })}
        </DataTable>
      }
    />
  );
}
