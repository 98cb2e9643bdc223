import type { FieldErrors } from "react-hook-form";
import type { ProposalFormModel } from "./proposal-form";

/** The message at a dotted path of react-hook-form's errors. */
export function errorAt(errors: FieldErrors<ProposalFormModel>, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return (node as { message?: string } | undefined)?.message;
}
