/**
 * Admin: the signed-in admin's own account. Every route requires a signed-in admin; writes also
 * pass the same-origin and JSON checks of adminOnly.
 *   GET  /api/admin/account/sessions                  → the account's live sessions ("current" marked)
 *   POST /api/admin/account/sessions/end-others       → ends every session but this one
 *   PUT  /api/admin/account/password                  → { currentPassword, newPassword, confirmPassword }
 *   GET  /api/admin/account/second-factor             → { enabled, recoveryCodesLeft }
 *   POST /api/admin/account/second-factor/setup       → a new secret, its otpauth URI and QR code (409 when on)
 *   POST /api/admin/account/second-factor/enable      → { code } → { recoveryCodes } (409 without setup)
 *   POST /api/admin/account/second-factor/disable     → { password } (409 when off)
 */
import type { Config } from "@netlify/functions";
import { changePassword, endOtherSessions, listSessions } from "../src/server/auth/account.service";
import {
  confirmEnrolment,
  disableWithPassword,
  secondFactorStatus,
  startEnrolment,
} from "../src/server/auth/second-factor.service";
import { adminOnly } from "../src/server/http/guards";
import { json } from "../src/server/http/respond";
import { router, type RouteTable } from "../src/server/http/router";
import { readJson } from "../src/server/http/validation";
import { forServer } from "../src/shared/schemas/full-zod";
import { changePasswordSchema, disableSecondFactorSchema, secondFactorCodeSchema } from "../src/shared/schemas/account";

const routes: RouteTable = {
  "GET /api/admin/account/sessions": adminOnly(async ({ db }, admin) => json(await listSessions(db, admin))),
  "POST /api/admin/account/sessions/end-others": adminOnly(async ({ db }, admin) =>
    json(await endOtherSessions(db, admin)),
  ),
  "PUT /api/admin/account/password": adminOnly(async ({ db, request }, admin) => {
    const change = await readJson(request, forServer(changePasswordSchema));
    return json(await changePassword(db, admin, change));
  }),
  "GET /api/admin/account/second-factor": adminOnly(async ({ db }, admin) =>
    json(await secondFactorStatus(db, admin.id)),
  ),
  "POST /api/admin/account/second-factor/setup": adminOnly(async ({ db }, admin) =>
    json(await startEnrolment(db, admin)),
  ),
  "POST /api/admin/account/second-factor/enable": adminOnly(async ({ db, request }, admin) => {
    const { code } = await readJson(request, forServer(secondFactorCodeSchema));
    return json({ recoveryCodes: await confirmEnrolment(db, admin.id, code) });
  }),
  "POST /api/admin/account/second-factor/disable": adminOnly(async ({ db, request }, admin) => {
    const { password } = await readJson(request, forServer(disableSecondFactorSchema));
    await disableWithPassword(db, admin.id, password);
    return json(await secondFactorStatus(db, admin.id));
  }),
};

export const config: Config = {
  path: [
    "/api/admin/account/sessions",
    "/api/admin/account/sessions/end-others",
    "/api/admin/account/password",
    "/api/admin/account/second-factor",
    "/api/admin/account/second-factor/setup",
    "/api/admin/account/second-factor/enable",
    "/api/admin/account/second-factor/disable",
  ],
};
export default router(routes, config);
