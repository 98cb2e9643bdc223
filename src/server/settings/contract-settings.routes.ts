/**
 * Admin: Settings → Contract (decision 045). Body: `contractSettingsSchema` (src/shared/schemas/contract-settings.ts).
 *   GET    /api/admin/contract-settings             → ContractSettings (empty fields until saved)
 *   PUT    /api/admin/contract-settings             → ContractSettings → the saved settings; 400 naming each bad field
 */
import { adminOnly } from "../http/guards";
import { json } from "../http/respond";
import type { RouteTable } from "../http/router";
import { readJson } from "../http/validation";
import { contractSettingsServer } from "../../shared/schemas/contract-settings";
import { getContractSettings, setContractSettings } from "./contract-settings";

export const contractSettingsRoutes: RouteTable = {
  "GET /api/admin/contract-settings": adminOnly(async ({ db }) => json(await getContractSettings(db))),
  "PUT /api/admin/contract-settings": adminOnly(async ({ db, request }) =>
    json(await setContractSettings(db, await readJson(request, contractSettingsServer))),
  ),
};
