/**
 * The contract terms a proposal carries by the state of the job's address (decision 045): what must
 * be filled before it can be sent (each gap named by its field), and the terms frozen into the sent
 * document, so they are part of what the customer signs. Pure: settings and content are passed in.
 */
import { BASIS_POINTS, divideRounded, type Adjustment, type OptionTotals } from "../proposals/money";
import type { ScheduleStep } from "../schemas/payment-schedule";
import type { ContractSettings } from "../schemas/contract-settings";
import {
  njCancellationNotice,
  nyCancellationNotice,
  NY_ESCROW_NOTICE,
  NY_LIEN_NOTICE,
  timeOfEssenceLine,
  type ContractState,
} from "./notices";
import { areaKey, nyLicensingAreasOf } from "./ny-licensing-areas";

/** Business days the customer has to cancel after receiving the signed copy (both states). */
export const CANCEL_BUSINESS_DAYS = 3;

export interface ScheduledPayment {
  /** When it is due: "On signing", "On substantial completion". */
  event: string;
  cents: number;
}

export interface ContractTerms {
  state: ContractState;
  contractor: {
    legalName: string;
    address: string;
    phone: string;
    /** "NJ Home Improvement Contractor Reg. No. 13VH…" (NJ only). */
    registration: string | null;
    licences: { county: string; number: string }[];
    insurer: string;
    insurerPhone: string;
    policyNumber: string;
  };
  startDate: string;
  completionDate: string;
  contingencies: string;
  timeOfEssence: string;
  /** Each option's payments, adding up to its total. */
  schedules: { optionId: string; payments: ScheduledPayment[] }[];
  notices: {
    cancellation: { heading: string; paragraphs: string[] };
    lien: string | null;
    escrow: string | null;
  };
}

/** What the terms read from the proposal itself. */
export interface ContractContent {
  startDate?: string;
  completionDate?: string;
  warranty: string;
}

export const PAYMENT_EVENTS = { signing: "On signing", completion: "On substantial completion of the work" } as const;

export const contractMessages = {
  noState: "The quote's address must be in New Jersey (NJ) or New York (NY) before a contract can be sent",
  required: (what: string) => `Add ${what}: the contract must state it`,
  nyLicence: (area: string, zipCode: string) =>
    `Add the ${area === "New York City" ? "New York City (DCWP)" : `${area} County`} home improvement licence number (Settings → Contract): the job's ZIP ${zipCode} is there, and the contract must state it`,
  incomplete: "The contract is missing terms the law requires",
} as const;

/** "NJ" / "New Jersey" / "n.j." → NJ; the same for New York; anything else → undefined. */
export function contractStateOf(state: string | null | undefined): ContractState | undefined {
  const key = (state ?? "").toLowerCase().replace(/[^a-z]/g, "");
  if (key === "nj" || key === "newjersey") return "NJ";
  if (key === "ny" || key === "newyork") return "NY";
  return undefined;
}

/**
 * The licences on file for the licensing jurisdictions the job's ZIP lies in (GBL § 771(1)(a): "license
 * number, if applicable"; decision 045), and the jurisdictions with none on file.
 */
export function nyLicencesFor(settings: Pick<ContractSettings, "nyLicences">, zipCode: string | null | undefined) {
  const areas = nyLicensingAreasOf(zipCode);
  const keys = new Set(areas.map(areaKey));
  const licences = settings.nyLicences.filter((licence) => keys.has(areaKey(licence.county)));
  const missing = areas.filter((area) => !licences.some((licence) => areaKey(licence.county) === areaKey(area)));
  return { licences, missing };
}

/** Each required term that is empty, by field: `startDate`, `settings.insurer`, … (empty: complete). */
export function missingContractTerms(
  stateText: string | null | undefined,
  settings: ContractSettings,
  content: ContractContent,
  zipCode?: string | null,
): Record<string, string> {
  const state = contractStateOf(stateText);
  const missing: Record<string, string> = {};
  if (!state) return { "quote.state": contractMessages.noState };
  const need = (field: string, value: string | undefined, what: string) => {
    if (!value?.trim()) missing[field] = contractMessages.required(what);
  };
  need("startDate", content.startDate, "the approximate start date");
  need("completionDate", content.completionDate, "the approximate completion date");
  need("settings.legalName", settings.legalName, "the business's legal name (Settings → Contract)");
  need("settings.address", settings.address, "the business address (Settings → Contract)");
  need("settings.phone", settings.phone, "the business phone (Settings → Contract)");
  if (state === "NJ") {
    need("warranty", content.warranty, "the warranty text");
    need("settings.njRegistration", settings.njRegistration, "the NJ registration number (Settings → Contract)");
    need("settings.insurer", settings.insurer, "the liability insurer (Settings → Contract)");
    need("settings.insurerPhone", settings.insurerPhone, "the insurer's phone (Settings → Contract)");
    need("settings.policyNumber", settings.policyNumber, "the insurance policy number (Settings → Contract)");
  } else {
    need("settings.contingencies", settings.contingencies, "what may change the dates (Settings → Contract)");
    for (const area of nyLicencesFor(settings, zipCode).missing)
      missing[`settings.nyLicences.${area}`] = contractMessages.nyLicence(area, zipCode ?? "");
  }
  return missing;
}

/** Deposit on signing (when there is one), the balance on substantial completion. */
/** An option as the schedule needs it (the priced option's id and totals). */
interface ScheduledOption {
  id: string;
  totals: OptionTotals;
}

/**
 * The option's payments: Settings' schedule (`steps`, decision 051) when the proposal sets no deposit of its own,
 * else its deposit on signing and the balance on substantial completion.
 */
export function paymentSchedule(
  option: Pick<ScheduledOption, "totals">,
  steps?: readonly ScheduleStep[],
): ScheduledPayment[] {
  if (steps) return scheduledPayments(option.totals.totalCents, steps);
  const { depositCents, totalCents } = option.totals;
  const payments: ScheduledPayment[] = [];
  if (depositCents > 0) payments.push({ event: PAYMENT_EVENTS.signing, cents: depositCents });
  payments.push({ event: PAYMENT_EVENTS.completion, cents: totalCents - depositCents });
  return payments;
}

/**
 * Settings' steps applied to a total, in cents: a percent of the total rounded to the cent, a fixed amount, never
 * more than is left (a step that gets nothing is left out); the last step, the balance, takes what is left.
 */
export function scheduledPayments(totalCents: number, steps: readonly ScheduleStep[]): ScheduledPayment[] {
  const payments: ScheduledPayment[] = [];
  let left = totalCents;
  for (const { event, share } of steps) {
    if (share.kind === "balance") {
      payments.push({ event, cents: left });
      return payments;
    }
    const wanted =
      share.kind === "percent"
        ? divideRounded(BigInt(totalCents) * BigInt(share.basisPoints), BigInt(BASIS_POINTS))
        : share.cents;
    const cents = Math.min(wanted, left);
    if (cents > 0) payments.push({ event, cents });
    left -= cents;
  }
  return payments;
}

/** The deposit Settings' schedule asks: its first step when it is due "On signing" (all of it, when that is the balance). */
export function scheduleDeposit(steps: readonly ScheduleStep[]): Adjustment | null {
  const first = steps[0];
  if (!first || first.event.toLowerCase() !== PAYMENT_EVENTS.signing.toLowerCase()) return null;
  return first.share.kind === "balance" ? { kind: "percent", basisPoints: BASIS_POINTS } : first.share;
}

/** The terms frozen into a sent version (call only once `missingContractTerms` is empty); `steps`: Settings' schedule. */
export function contractTerms(
  state: ContractState,
  settings: ContractSettings,
  content: ContractContent,
  options: readonly ScheduledOption[],
  zipCode?: string | null,
  steps?: readonly ScheduleStep[],
): ContractTerms {
  const contractor = { legalName: settings.legalName, address: settings.address, phone: settings.phone };
  return {
    state,
    contractor: {
      ...contractor,
      registration: state === "NJ" ? `NJ Home Improvement Contractor Reg. No. ${settings.njRegistration}` : null,
      // Only the licences of the jurisdictions the job is in (the county, or New York City).
      licences: state === "NY" ? nyLicencesFor(settings, zipCode).licences : [],
      insurer: settings.insurer,
      insurerPhone: settings.insurerPhone,
      policyNumber: settings.policyNumber,
    },
    startDate: content.startDate ?? "",
    completionDate: content.completionDate ?? "",
    contingencies: settings.contingencies,
    timeOfEssence: timeOfEssenceLine(settings.timeOfEssence),
    schedules: options.map((option) => ({ optionId: option.id, payments: paymentSchedule(option, steps) })),
    notices: {
      cancellation: state === "NJ" ? njCancellationNotice(contractor) : nyCancellationNotice(contractor),
      lien: state === "NY" ? NY_LIEN_NOTICE : null,
      escrow: state === "NY" ? NY_ESCROW_NOTICE : null,
    },
  };
}
