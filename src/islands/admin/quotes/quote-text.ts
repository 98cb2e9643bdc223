/** How the console words a quote: the customer's name, option labels, the phase's short name. */
import { displayLabel, type Option, type QuotePhase } from "../../../shared/options";
import type { AdminQuote } from "../../../shared/schemas/admin";
import { adminStrings } from "../../../shared/strings/admin";

const text = adminStrings.quotes;

export const fullName = (quote: Pick<AdminQuote, "firstName" | "lastName">) => `${quote.firstName} ${quote.lastName}`;

/** A stored option's label (or raw value), else 'Not specified'. */
export function optionText(options: readonly Option[], value: string | null): string {
  return displayLabel(options, value) ?? text.labels.notSpecified;
}

/** 'Phase 2': the tab name of a phase, used on badges and in the history. */
export const phaseShortLabel = (phase: QuotePhase) => text.tabs[phase];
