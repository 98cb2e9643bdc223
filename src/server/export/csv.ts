/**
 * CSV for the console's exports: RFC 4180 quoting, CRLF line ends, a UTF-8 byte-order mark so
 * spreadsheet programs read accents correctly, and cells that a spreadsheet would run as a formula
 * (starting with =, +, -, @, TAB or CR) prefixed with an apostrophe (OWASP "CSV injection").
 * Times are the business's local time in a form spreadsheets read as dates ("2026-11-24 15:59").
 */
import { formatSpreadsheetTime } from "../../shared/format";

export type CsvValue = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  const text = value instanceof Date ? formatSpreadsheetTime(value) : String(value);
  // Numbers are written as numbers; only text can smuggle a formula in.
  const safe = typeof value === "string" && FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  const lines = [header.map(csvCell).join(",")];
  for (const row of rows) lines.push(row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** The response headers of a CSV download named `filename`. */
export function csvHeaders(filename: string): Record<string, string> {
  return {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${filename}"`,
  };
}
