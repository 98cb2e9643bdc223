/**
 * Admin: the numbers page (decision 042). Requires a signed-in admin, like every admin route.
 *   GET /api/admin/reports?period&from&to           → the period's figures and the previous period's
 *   GET /api/admin/export/reports/:table.csv?…       → one of its tables as CSV (funnel, sources,
 *                                                      services, revenue, lost)
 * A bad query is a 400 naming the field (period, from, to).
 */
import type { Config } from "@netlify/functions";
import { csvHeaders } from "../src/server/export/csv";
import { badRequest } from "../src/server/http/errors";
import { adminOnly } from "../src/server/http/guards";
import { json, withSecurityHeaders } from "../src/server/http/respond";
import { router, type RouteTable } from "../src/server/http/router";
import { reportCsv, reportCsvTables, type ReportCsvTable } from "../src/server/reports/reports-csv";
import { leadsReport } from "../src/server/reports/reports.service";
import { reportQueryServerSchema } from "../src/shared/schemas/reports-server";

const queryOf = (request: Request) =>
  reportQueryServerSchema.parse(Object.fromEntries(new URL(request.url).searchParams));

function tableParam(params: Readonly<Record<string, string>>): ReportCsvTable {
  const table = reportCsvTables.find((name) => `${name}.csv` === params.table || name === params.table);
  if (!table) throw badRequest("Invalid table", { table: `Choose one of: ${reportCsvTables.join(", ")}` });
  return table;
}

const routes: RouteTable = {
  "GET /api/admin/reports": adminOnly(async ({ db, request }) => json(await leadsReport(db, queryOf(request)))),
  "GET /api/admin/export/reports/:table": adminOnly(async ({ db, params, request }) => {
    const table = tableParam(params);
    const query = queryOf(request);
    const csv = reportCsv(await leadsReport(db, query), table);
    return withSecurityHeaders(new Response(csv, { headers: csvHeaders(`report-${table}.csv`) }));
  }),
};

export const config: Config = { path: ["/api/admin/reports", "/api/admin/export/reports/:table"] };
export default router(routes, config);
