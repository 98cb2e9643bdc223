/** The numbers page's URLs and query hook (decision 042). */
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api";
import { reportQueryString, type LeadsReport, type ReportQuery } from "../../../shared/schemas/reports";

export type ReportTable = "funnel" | "sources" | "services" | "revenue" | "lost";

export const reportUrls = {
  report: (query: ReportQuery) => `/api/admin/reports${reportQueryString(query)}`,
  csv: (table: ReportTable, query: ReportQuery) => `/api/admin/export/reports/${table}.csv${reportQueryString(query)}`,
};

export const useLeadsReport = (query: ReportQuery) =>
  useQuery({
    queryKey: ["/api/admin/reports", reportQueryString(query)],
    queryFn: () => apiRequest<LeadsReport>("GET", reportUrls.report(query)),
    placeholderData: (previous) => previous,
  });
