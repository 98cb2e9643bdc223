/** Reading route params: URL-decoded text and positive integer ids, bad ones answered with 400. */
import { routeIdSchema } from "../../shared/schemas/admin";
import { leadKinds, type LeadKind } from "../../shared/schemas/privacy";
import { badRequest } from "./errors";

/** The decoded param; a malformed %-escape is a 400 naming the param. */
export function textParam(params: Readonly<Record<string, string>>, name: string): string {
  try {
    return decodeURIComponent(params[name] ?? "");
  } catch {
    throw badRequest(`The ${name} is not valid URL encoding.`, { [name]: "Invalid encoding" });
  }
}

/** The param as a row id; anything else is a 400 naming the param. */
export function idParam(params: Readonly<Record<string, string>>, name = "id"): number {
  const parsed = routeIdSchema.safeParse(params[name]);
  if (!parsed.success) throw badRequest(`Invalid ${name}`, { [name]: parsed.error.issues[0]!.message });
  return parsed.data;
}

/** The `:kind` of a lead route (contact or quote); anything else is a 400 naming it. */
export function leadKindParam(params: Readonly<Record<string, string>>): LeadKind {
  const kind = leadKinds.find((value) => value === params.kind);
  if (!kind) throw badRequest("Invalid kind", { kind: `Choose one of: ${leadKinds.join(", ")}` });
  return kind;
}
