/** Path parameters of Netlify routes (`config.path` with `:id`), validated before any query. */
import type { Context } from "@netlify/functions";
import { routeIdSchema } from "../../shared/schemas/admin";
import { badRequest } from "./errors";

export function routeId(context: Pick<Context, "params">, name = "id"): number {
  const parsed = routeIdSchema.safeParse(context.params?.[name]);
  if (!parsed.success) throw badRequest(`Invalid ${name}`, { [name]: parsed.error.issues[0]!.message });
  return parsed.data;
}
