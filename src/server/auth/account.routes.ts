/**
 * Admin: the signed-in admin's own account. Every route requires a signed-in admin; writes also
 * pass the same-origin and JSON checks of adminOnly. Every write that changes how the account
 * signs in also needs the owner's proof, { password, code? } (the code when two-step sign-in is
 * on), counted in the sign-in throttle (400 naming the field when wrong, 429 past the limit).
 *   GET  /api/admin/account/sessions                  → the account's live sessions ("current" marked)
 *   POST /api/admin/account/sessions/end-others       → { password, code? }: ends every session but this one
 *   PUT  /api/admin/account/password                  → { currentPassword, code?, newPassword, confirmPassword }
 *   GET  /api/admin/account/second-factor             → { enabled, recoveryCodesLeft }
 *   POST /api/admin/account/second-factor/setup       → { password }: a new secret, its otpauth URI and QR code (409 when on)
 *   POST /api/admin/account/second-factor/enable      → { code, password } → { recoveryCodes } (409 without setup)
 *   POST /api/admin/account/second-factor/disable     → { password, code } (409 when off)
 */
import {
  changePassword,
  enableSecondFactor,
  endOtherSessions,
  listSessions,
  startSecondFactor,
  turnOffSecondFactor,
} from "./account.service";
import { deviceCookie, withCookies } from "./cookies";
import { secondFactorStatus } from "./second-factor.service";
import { adminOnly, signInClientOf } from "../http/guards";
import { json } from "../http/respond";
import { type RouteTable } from "../http/router";
import { readJson } from "../http/validation";
import { forServer } from "../../shared/schemas/full-zod";
import { changePasswordSchema, enableSecondFactorSchema, ownerProofSchema } from "../../shared/schemas/account";

export const accountRoutes: RouteTable = {
  "GET /api/admin/account/sessions": adminOnly(async ({ db }, admin) => json(await listSessions(db, admin))),
  "POST /api/admin/account/sessions/end-others": adminOnly(async (route, admin) => {
    const proof = await readJson(route.request, forServer(ownerProofSchema));
    return json(await endOtherSessions(route.db, admin, proof, signInClientOf(route)));
  }),
  "PUT /api/admin/account/password": adminOnly(async (route, admin) => {
    const change = await readJson(route.request, forServer(changePasswordSchema(admin.email)));
    const { endedSessions, deviceToken } = await changePassword(route.db, admin, change, signInClientOf(route));
    return withCookies(json({ endedSessions }), [deviceCookie(deviceToken)]);
  }),
  "GET /api/admin/account/second-factor": adminOnly(async ({ db }, admin) =>
    json(await secondFactorStatus(db, admin.id)),
  ),
  "POST /api/admin/account/second-factor/setup": adminOnly(async (route, admin) => {
    const proof = await readJson(route.request, forServer(ownerProofSchema));
    return json(await startSecondFactor(route.db, admin, proof, signInClientOf(route)));
  }),
  "POST /api/admin/account/second-factor/enable": adminOnly(async (route, admin) => {
    const input = await readJson(route.request, forServer(enableSecondFactorSchema));
    return json({ recoveryCodes: await enableSecondFactor(route.db, admin, input, signInClientOf(route)) });
  }),
  "POST /api/admin/account/second-factor/disable": adminOnly(async (route, admin) => {
    const proof = await readJson(route.request, forServer(ownerProofSchema));
    await turnOffSecondFactor(route.db, admin, proof, signInClientOf(route));
    return json(await secondFactorStatus(route.db, admin.id));
  }),
};
