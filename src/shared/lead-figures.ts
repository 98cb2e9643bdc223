/** GET /api/admin/leads/figures: the dashboard's lead figures (src/server/leads/figures.repository.ts). */
export interface LeadFigures {
  /** Leads waiting for a reply by the one definition (src/shared/waiting.ts), by kind. */
  waiting: { contacts: number; quotes: number };
  totalContacts: number;
  /** Quotes neither completed nor cancelled. */
  openQuotes: number;
  /** What the open quotes are worth, in cents: signed value, else an open proposal's lowest option, else the estimate. */
  pipelineCents: number;
  /** Open quotes valued by a proposal out for signature. */
  openProposals: number;
}
