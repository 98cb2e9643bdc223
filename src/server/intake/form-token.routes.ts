/**
 * GET /api/form-token: a signed note of when a lead form was opened (src/server/intake/form-token.ts),
 * bound to the asking browser and good for one lead and an hour, fetched by the contact and quote
 * islands as they hydrate (and again when theirs has aged or been spent) and sent back with the
 * lead. Never cached (each one carries its own time and id), and it needs no database.
 */
import { FORM_TOKEN_LIFETIME_MS, issueFormToken } from "./form-token";
import { json } from "../http/respond";
import { type RouteTable } from "../http/router";

export const formTokenRoutes: RouteTable = {
  "GET /api/form-token": async ({ request }) =>
    json(
      {
        token: await issueFormToken(Date.now(), { userAgent: request.headers.get("user-agent") }),
        expiresInSeconds: FORM_TOKEN_LIFETIME_MS / 1000,
      },
      { headers: { "Cache-Control": "no-store" } },
    ),
};
