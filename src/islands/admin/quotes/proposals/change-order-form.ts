/**
 * The change order form's model: the proposal builder's own (so its line items are edited by the
 * builder's LineItemFields, option 0 holding the contract's lines), with the note in `coverNote`.
 * Converted to the API's body and checked by the schema the server uses; each message goes back to
 * the field it belongs to, the server's too (`formPathOfChangeOrder`).
 */
import type { CurrentContract } from "../../../../shared/proposals/change-order";
import { changeOrderSchema, type ChangeOrderInput } from "../../../../shared/schemas/change-order";
import { NOT_A_NUMBER, parseNumber, type ProposalFormModel } from "./proposal-form";

export function changeOrderModel(current: CurrentContract): ProposalFormModel {
  return {
    coverNote: "",
    sections: [],
    options: [
      {
        title: current.optionTitle,
        description: "",
        lineItems: current.lineItems.map((line) => ({
          description: line.description,
          quantity: String(line.quantity),
          unit: line.unit,
          price: (line.unitPriceCents / 100).toFixed(2),
        })),
      },
    ],
    discountKind: "none",
    discount: "",
    taxRate: "",
    depositKind: "none",
    deposit: "",
    validUntil: "",
    terms: "",
    warranty: "",
    startDate: "",
    completionDate: "",
    photoKeys: [],
  };
}

/** The API's field path ("lineItems.0.unitPriceCents", "note") as the form's. */
export function formPathOfChangeOrder(path: string): string {
  if (path === "note") return "coverNote";
  if (path === "lineItems") return "options.0.lineItems";
  const line = /^lineItems\.(\d+)\.(\w+)$/.exec(path);
  if (line) return `options.0.lineItems.${line[1]}.${line[2] === "unitPriceCents" ? "price" : line[2]}`;
  return path;
}

export function toChangeOrder(model: ProposalFormModel): { input?: ChangeOrderInput; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const lines = model.options[0]?.lineItems ?? [];
  const number = (path: string, value: string) => {
    const parsed = parseNumber(value);
    if (parsed === undefined) errors[path] = NOT_A_NUMBER;
    return parsed ?? 0;
  };
  const body = {
    note: model.coverNote,
    lineItems: lines.map((line, row) => ({
      description: line.description,
      quantity: number(`options.0.lineItems.${row}.quantity`, line.quantity),
      unit: line.unit,
      unitPriceCents: Math.round(number(`options.0.lineItems.${row}.price`, line.price) * 100),
    })),
    startDate: model.startDate,
    completionDate: model.completionDate,
  };
  const checked = changeOrderSchema.safeParse(body);
  if (!checked.success) {
    for (const issue of checked.error.issues) errors[formPathOfChangeOrder(issue.path.join("."))] ??= issue.message;
  }
  return Object.keys(errors).length > 0 || !checked.success ? { errors } : { input: checked.data, errors };
}
