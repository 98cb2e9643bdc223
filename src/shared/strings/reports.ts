/** Every string of the numbers page (/admin/reports, decision 042) and its API's errors. */
import { formatDollars } from "../format";

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

export const reportStrings = {
  title: "Reports",
  intro:
    "Where leads come from, how far they get, what is won and how fast we answer, for a period and the one before it. Days are New York days.",
  errors: {
    period: "Choose one of: month, 90d, year, custom",
    day: "Enter a date like 2026-03-14",
    fromMissing: "Enter the first day of the period",
    toMissing: "Enter the last day of the period",
    fromAfterTo: "The first day must be on or before the last day",
    tooLong: "Choose a period of at most five years",
    segment: "This report link is not valid",
  },
  periods: {
    legend: "Period",
    month: "This month",
    "90d": "Last 90 days",
    year: "This year",
    custom: "Custom",
    from: "From",
    to: "To",
    apply: "Show",
  },
  range: (from: string, to: string, days: number) => `${from} to ${to} (${plural(days, "day", "days")})`,
  comparedWith: (from: string, to: string) => `Compared with ${from} to ${to}`,
  loadFailed: "The report could not be loaded.",
  /** A period without leads: said in words, not shown as zeros that look like facts. */
  noLeads: "No leads came in during this period.",
  noDecisions: "No proposal was accepted or declined during this period.",
  noResponses: "No lead of this period has been answered yet.",
  noRevenue: "Nothing was won during this period.",
  /** The money of the period (issue 31 item 8). */
  money: {
    heading: "Payments",
    collected: "Collected",
    outstanding: "Outstanding",
    outstandingNote: "Still owed on the contracts signed in this period",
    overdue: "Overdue",
    overdueNote: "Deposits due on signing and not paid",
    depositDays: "Signing to deposit (median)",
    days: (days: number) => `${days.toLocaleString("en-US")} ${days === 1 ? "day" : "days"}`,
    noDeposits: "No deposit of this period's contracts has been paid yet.",
  },
  noReasons: "No lost quotes in this period.",
  figures: {
    heading: "At a glance",
    leads: "Leads",
    wonRevenue: "Won revenue",
    averageJob: "Average job value",
    winRate: "Win rate",
    medianResponse: "Median first response",
    p90Response: "90% answered within",
    waitingNow: "Waiting for a reply now",
    waitingNote: "Whatever the period: leads waiting for a reply today",
    businessTime: "business hours",
  },
  delta: {
    up: (text: string) => `up ${text} on the previous period`,
    down: (text: string) => `down ${text} on the previous period`,
    same: "same as the previous period",
    none: "nothing to compare with",
    previous: (text: string) => `previous: ${text}`,
  },
  links: {
    contacts: (count: number) => plural(count, "contact", "contacts"),
    quotes: (count: number) => plural(count, "quote", "quotes"),
    leadsOf: (what: string) => `Leads behind ${what}`,
    waitingContacts: "Contacts waiting",
    waitingQuotes: "Quotes waiting",
  },
  funnel: {
    heading: "From lead to signed job",
    chartTitle: "Funnel: leads at each stage",
    chartDesc: (lines: string) => `Leads of the period by the furthest stage reached. ${lines}`,
    stages: {
      new: "New lead",
      contacted: "Contacted",
      booked: "Consultation booked",
      proposal: "Proposal sent",
      accepted: "Accepted",
    },
    conversion: (percent: string) => `${percent} of the step before`,
    columns: {
      stage: "Stage",
      leads: "Leads",
      conversion: "From the step before",
      previous: "Previous period",
      list: "Lead lists",
    },
  },
  sources: {
    heading: "Leads by source",
    chartTitle: "Leads by first-touch source",
    chartDesc: (lines: string) => `Leads of the period by where the visitor first came from. ${lines}`,
    none: "No source",
    direct: "Direct (no referrer)",
    columns: { source: "Source", leads: "Leads", previous: "Previous period", list: "Lead lists" },
  },
  services: {
    heading: "Leads by service",
    /** The table's own name: a landmark apart from its section's (axe landmark-unique). */
    tableLabel: "Leads by service and form",
    contact: "Contact",
    quote: "Quote",
    columns: { service: "Service", kind: "Form", leads: "Leads", previous: "Previous period", list: "Lead lists" },
  },
  revenue: {
    heading: "Revenue by month",
    chartTitle: "Won revenue by month",
    chartDesc: (lines: string) => `Signed proposal totals by the month they were signed. ${lines}`,
    columns: { month: "Month", won: "Jobs won", revenue: "Revenue" },
  },
  lost: {
    heading: "Why we lose",
    tableLabel: "Lost quotes by reason",
    none: "No reason given",
    columns: { reason: "Reason", count: "Quotes lost", list: "Lead lists" },
  },
  view: {
    chart: "Chart",
    table: "Table",
    label: (what: string) => `Show ${what} as`,
    csv: "Download CSV",
  },
  dollars: (cents: number) => formatDollars(cents / 100),
  percent: (ratio: number) => `${Math.round(ratio * 100)}%`,
  /** The lead lists' note when they show a report's slice. */
  segment: {
    note: "Showing the leads behind a report figure.",
    waitingNote: "Showing the leads waiting for a reply.",
    openNote: "Showing the open quotes (neither completed nor cancelled).",
    clear: "Show all",
  },
} as const;
