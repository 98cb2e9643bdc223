/**
 * Admin: alerts on the signed-in admin's devices (issue 22, decision 039). Every route requires a
 * signed-in admin; writes also pass the same-origin and JSON checks of adminOnly. A device belongs
 * to the admin who turned it on: another admin's device id is a 404.
 *   GET    /api/admin/alerts                      → { publicKey, devices, settings, admins }
 *   POST   /api/admin/alerts/devices              → { subscription, choices? } → 201 the device (the endpoint must be
 *                                                   a browser push service's: shared/schemas/alerts.ts)
 *   PUT    /api/admin/alerts/devices/:id          → { choices } → the device
 *   DELETE /api/admin/alerts/devices/:id          → 204
 *   POST   /api/admin/alerts/devices/:id/test     → { outcome: sent | gone | failed | held }
 *   PUT    /api/admin/alerts/settings             → { escalationMinutes, escalationAdminId } → the settings
 *   PUT    /api/admin/alerts/texts                → { phone, mode } → the signed-in admin's alerts by text
 *                                                   (issue 32, item 6; a non-US number is a 400 naming phone)
 */
import {
  addDevice,
  alertsOverview,
  chooseAlerts,
  removeDevice,
  testDevice,
  updateAlertSettings,
} from "./devices.service";
import { adminOnly } from "../http/guards";
import { idParam } from "../http/params";
import { json } from "../http/respond";
import { type RouteTable } from "../http/router";
import { readJson } from "../http/validation";
import { forServer } from "../../shared/schemas/full-zod";
import { addDeviceSchemaFor, alertSettingsSchema, deviceChoicesSchema } from "../../shared/schemas/alerts";
import { getEnv } from "../env";
import { textAlertsSchema } from "../../shared/schemas/alert-texts";
import { updateTextAlerts } from "./alert-texts.service";

export const alertsRoutes: RouteTable = {
  "GET /api/admin/alerts": adminOnly(async ({ db }, admin) => json(await alertsOverview(db, admin))),
  "POST /api/admin/alerts/devices": adminOnly(async (route, admin) => {
    const input = await readJson(route.request, forServer(addDeviceSchemaFor(getEnv().PUSH_TEST_HOSTS)));
    return json(await addDevice(route.db, admin, input, route.request.headers.get("user-agent")), { status: 201 });
  }),
  "PUT /api/admin/alerts/devices/:id": adminOnly(async (route, admin) => {
    const { choices } = await readJson(route.request, forServer(deviceChoicesSchema));
    return json(await chooseAlerts(route.db, admin, idParam(route.params), choices));
  }),
  "DELETE /api/admin/alerts/devices/:id": adminOnly(async (route, admin) => {
    await removeDevice(route.db, admin, idParam(route.params));
    return new Response(null, { status: 204 });
  }),
  "POST /api/admin/alerts/devices/:id/test": adminOnly(async (route, admin) =>
    json(await testDevice(route.db, admin, idParam(route.params))),
  ),
  "PUT /api/admin/alerts/settings": adminOnly(async (route) => {
    const settings = await readJson(route.request, forServer(alertSettingsSchema));
    return json(await updateAlertSettings(route.db, settings));
  }),
  "PUT /api/admin/alerts/texts": adminOnly(async (route, admin) => {
    const input = await readJson(route.request, forServer(textAlertsSchema));
    return json(await updateTextAlerts(route.db, admin, input));
  }),
};
