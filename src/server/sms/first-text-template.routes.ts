/**
 * Admin: the first text's wording (issue 32; E-mail → Templates → First text). Admin session required.
 *   GET /api/admin/texts/first-text → { text, updatedAt } (issue 32's wording, updatedAt null, until saved)
 *   PUT /api/admin/texts/first-text → { text } → the saved { text, updatedAt }; 400 naming `text` (empty, over
 *       1,600 characters, a placeholder other than {{firstName}} and {{projectType}})
 */
import { adminOnly } from "../http/guards";
import { json } from "../http/respond";
import type { RouteTable } from "../http/router";
import { readJson } from "../http/validation";
import { forServer } from "../../shared/schemas/full-zod";
import { firstTextSchema } from "../../shared/schemas/first-text";
import { readFirstTextTemplate, saveFirstTextTemplate } from "./first-text-template";

const firstTextBody = forServer(firstTextSchema);

export const firstTextTemplateRoutes: RouteTable = {
  "GET /api/admin/texts/first-text": adminOnly(async ({ db }) => json(await readFirstTextTemplate(db))),
  "PUT /api/admin/texts/first-text": adminOnly(async ({ db, request }) =>
    json(await saveFirstTextTemplate(db, (await readJson(request, firstTextBody)).text)),
  ),
};
