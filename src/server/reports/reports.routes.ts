/**
 * Admin: the numbers page (decision 042). Requires a signed-in admin, like every admin route.
 *   GET /api/admin/reports?period&from&to           → the period's figures and the previous period's
 *   GET /api/admin/export/reports/:table.csv?…       → one of its tables as CSV (funnel, sources,
 *                                                      services, revenue, lost)
 * A bad query is a 400 naming the field (period, from, to).
 */
import { csvHeaders } from "../export/csv";
import { badRequest } from "../http/errors";
import { adminOnly } from "../http/guards";
import { json, withSecurityHeaders } from "../http/respond";
import { type RouteTable } from "../http/router";
import { reportCsv, reportCsvTables, type ReportCsvTable } from "./reports-csv";
import { leadsReport } from "./reports.service";
import { reportQueryServerSchema } from "../../shared/schemas/reports-server";

const queryOf = (request: Request) =>
  reportQueryServerSchema.parse(Object.fromEntries(new URL(request.url).searchParams));

function tableParam(params: Readonly<Record<string, string>>): ReportCsvTable {
  const table = reportCsvTables.find((name) => `${name}.csv` === params.table || name === params.table);
  if (!table) throw badRequest("Invalid table", { table: `Choose one of: ${reportCsvTables.join(", ")}` });
  return table;
}

export const reportsRoutes: RouteTable = {
  "GET /api/admin/reports": adminOnly(async ({ db, request }) => json(await leadsReport(db, queryOf(request)))),
  "GET /api/admin/export/reports/:table": adminOnly(async ({ db, params, request }) => {
    const table = tableParam(params);
    const query = queryOf(request);
    const csv = reportCsv(await leadsReport(db, query), table);
    return withSecurityHeaders(new Response(csv, { headers: csvHeaders(`report-${table}.csv`) }));
  }),
};
