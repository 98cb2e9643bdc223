/**
 * The proposal builder's form model and its conversion to the API's document. People type money in
 * dollars ("1,250.50") and rates in percent ("6.625"); the document holds integer cents, basis
 * points (discount, deposit) and thousandths of a percent (tax). A rate with more decimals than its
 * unit holds is refused, never rounded: 6.625 % stays 6.625 %. A value that is not a number stays in the form and is named as the field's error; the
 * shared schema (proposalContentSchema) then checks the document, and its errors come back to the
 * field they belong to.
 */
import type { AdminProposal } from "../../../../shared/proposals/admin-view";
import type { Adjustment } from "../../../../shared/proposals/money";
import { proposalContentSchema, type ProposalContentInput } from "../../../../shared/schemas/proposal";

export type AdjustmentKind = "none" | "percent" | "amount";

export interface LineModel {
  description: string;
  quantity: string;
  unit: string;
  price: string;
}

export interface OptionModel {
  id?: string;
  title: string;
  description: string;
  lineItems: LineModel[];
}

export interface SectionModel {
  heading: string;
  body: string;
}

export interface ProposalFormModel {
  coverNote: string;
  /** Optional headed texts under the cover note ("Access", "Schedule"). */
  sections: SectionModel[];
  options: OptionModel[];
  discountKind: AdjustmentKind;
  discount: string;
  taxRate: string;
  depositKind: AdjustmentKind;
  deposit: string;
  validUntil: string;
  terms: string;
  warranty: string;
  startDate: string;
  completionDate: string;
  photoKeys: string[];
}

export const NOT_A_NUMBER = "Enter a number, like 1250.00";
export const tooManyDecimals = (decimals: number) => `At most ${decimals} decimals`;

const dollars = (cents: number) => (cents / 100).toFixed(2);
const percent = (basisPoints: number) => String(basisPoints / 100);
const taxPercent = (millipercent: number) => String(millipercent / 1000);

function adjustmentModel(adjustment: Adjustment | null): [AdjustmentKind, string] {
  if (!adjustment) return ["none", ""];
  return adjustment.kind === "percent"
    ? ["percent", percent(adjustment.basisPoints)]
    : ["amount", dollars(adjustment.cents)];
}

export function formModelOf(proposal: AdminProposal): ProposalFormModel {
  const content = proposal.content;
  const [discountKind, discount] = adjustmentModel(content.discount);
  const [depositKind, deposit] = adjustmentModel(content.deposit);
  return {
    coverNote: content.coverNote,
    sections: content.sections.map((section) => ({ ...section })),
    options: content.options.map((option) => ({
      id: option.id,
      title: option.title,
      description: option.description,
      lineItems: option.lineItems.map((line) => ({
        description: line.description,
        quantity: String(line.quantity),
        unit: line.unit,
        price: dollars(line.unitPriceCents),
      })),
    })),
    discountKind,
    discount,
    taxRate: taxPercent(content.taxRateMillipercent),
    depositKind,
    deposit,
    validUntil: content.validUntil,
    terms: content.terms,
    warranty: content.warranty,
    startDate: content.startDate ?? "",
    completionDate: content.completionDate ?? "",
    photoKeys: [...content.photoKeys],
  };
}

/** "$1,250.50" → 1250.5; blank → 0; anything else → undefined. */
export function parseNumber(value: string): number | undefined {
  const cleaned = value.replace(/[$,%\s]/g, "");
  if (cleaned === "") return 0;
  if (!/^\d*\.?\d*$/.test(cleaned) || cleaned === ".") return undefined;
  return Number(cleaned);
}

export const BLANK_LINE: LineModel = { description: "", quantity: "1", unit: "", price: "" };

export interface Conversion {
  content?: ProposalContentInput;
  /** Form field path → message. */
  errors: Record<string, string>;
}

/** The form as the API's document, or the errors of every field that stops it being one. */
export function toContent(model: ProposalFormModel): Conversion {
  const errors: Record<string, string> = {};
  const decimal = (path: string, value: string) => {
    const parsed = parseNumber(value);
    if (parsed === undefined) errors[path] = NOT_A_NUMBER;
    return parsed ?? 0;
  };
  const number = (path: string, value: string, scale: number) => Math.round(decimal(path, value) * scale);
  /** A rate in units of 1/scale percent; more decimals than that is an error, not a rounding. */
  const rate = (path: string, value: string, decimals: number) => {
    const scaled = decimal(path, value) * 10 ** decimals;
    if (Math.abs(scaled - Math.round(scaled)) > 1e-6) errors[path] ??= tooManyDecimals(decimals);
    return Math.round(scaled);
  };
  const adjustment = (kind: AdjustmentKind, path: string, value: string): Adjustment | null => {
    if (kind === "none") return null;
    return kind === "percent" ? { kind, basisPoints: rate(path, value, 2) } : { kind, cents: number(path, value, 100) };
  };
  const document = {
    coverNote: model.coverNote,
    sections: model.sections,
    options: model.options.map((option, index) => ({
      ...(option.id ? { id: option.id } : {}),
      title: option.title,
      description: option.description,
      lineItems: option.lineItems.map((line, row) => ({
        description: line.description,
        quantity: decimal(`options.${index}.lineItems.${row}.quantity`, line.quantity),
        unit: line.unit,
        unitPriceCents: number(`options.${index}.lineItems.${row}.price`, line.price, 100),
      })),
    })),
    discount: adjustment(model.discountKind, "discount", model.discount),
    taxRateMillipercent: rate("taxRate", model.taxRate, 3),
    deposit: adjustment(model.depositKind, "deposit", model.deposit),
    validUntil: model.validUntil,
    terms: model.terms,
    warranty: model.warranty,
    startDate: model.startDate,
    completionDate: model.completionDate,
    photoKeys: model.photoKeys,
  };
  const checked = proposalContentSchema.safeParse(document);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const path = formPathOf(issue.path.map(String));
      errors[path] ??= issue.message;
    }
  }
  return Object.keys(errors).length > 0 ? { errors } : { content: checked.data, errors };
}

/** The document's field path as the form's: cents and rates live in the typed fields. */
export function formPathOf(path: readonly string[]): string {
  const last = path.at(-1);
  if (last === "unitPriceCents") return [...path.slice(0, -1), "price"].join(".");
  if (path[0] === "taxRateMillipercent") return "taxRate";
  if (path[0] === "discount" || path[0] === "deposit") return path[0];
  return path.join(".");
}
