/** The numbers page's schemas as the server reads them (the full zod build; see full-zod.ts). */
import { forServer } from "./full-zod";
import { reportQuerySchema, reportSegmentSchema } from "./reports";

export const reportQueryServerSchema = forServer(reportQuerySchema);
export const reportSegmentServerSchema = forServer(reportSegmentSchema);
