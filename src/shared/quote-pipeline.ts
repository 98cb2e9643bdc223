/**
 * The dashboard's pipeline: quotes still open (neither completed nor cancelled) and the sum of
 * their estimated values in dollars (a quote without an estimate counts as open, adds nothing).
 */
import type { QuoteStatus } from "./options";

const CLOSED: readonly QuoteStatus[] = ["completed", "cancelled"];

export interface PipelineQuote {
  status: QuoteStatus;
  /** numeric(12,2) as the API sends it ("18500.00"), or null. */
  estimatedValue: string | null;
}

export function quotePipeline(quotes: readonly PipelineQuote[]): { open: number; value: number } {
  const open = quotes.filter((quote) => !CLOSED.includes(quote.status));
  // Summed in cents, so "0.10" + "0.20" stays exact.
  const cents = open.reduce((sum, quote) => sum + Math.round(Number(quote.estimatedValue ?? 0) * 100), 0);
  return { open: open.length, value: cents / 100 };
}
