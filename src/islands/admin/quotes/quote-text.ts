/** How the console words a quote: the customer's name, its chosen answers, the phase's short name. */
import { displayLabel, type QuotePhase } from "../../../shared/options";
import type { AdminQuote } from "../../../shared/schemas/admin";
import { quoteChoices } from "../../../shared/schemas/quote-fields";
import { adminStrings } from "../../../shared/strings/admin";

const text = adminStrings.quotes;

export const fullName = (quote: Pick<AdminQuote, "firstName" | "lastName">) => `${quote.firstName} ${quote.lastName}`;

type QuoteAnswer = keyof typeof quoteChoices;

/** An answer the customer chose on the quote form, by its label (or the raw value), else 'Not specified'. */
export function answerText(quote: Pick<AdminQuote, QuoteAnswer>, answer: QuoteAnswer): string {
  return displayLabel(quoteChoices[answer], quote[answer]) ?? text.labels.notSpecified;
}

/** 'Phase 2': the tab name of a phase, used on badges and in the history. */
export const phaseShortLabel = (phase: QuotePhase) => text.tabs[phase];
