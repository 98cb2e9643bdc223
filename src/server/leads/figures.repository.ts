/**
 * The dashboard's lead figures in one call (issue 34, items 2 and 3), so the leads show before the
 * blog's calls and without loading every contact and quote: contacts in all, leads waiting by the
 * one definition (waiting.repository.ts), open quotes and the pipeline's value.
 */
import { sql } from "kysely";
import type { Db } from "../db/schema";
import type { LeadFigures } from "../../shared/lead-figures";
import { notSpam, openQuote } from "../lead-segments/lead-segments";
import { countWaitingByKind } from "./waiting.repository";

/**
 * Open quotes (neither completed nor cancelled, spam aside: lead-segments.ts, so the list it links
 * to shows the same quotes) and what they are worth: a signed quote its signed
 * value; a quote with a proposal out for signature (sent, not yet expired) its lowest option's total,
 * what the customer would sign at least; any other its estimate.
 */
async function pipeline(db: Db) {
  const { rows } = await sql<{ open: string; valueCents: string; withProposal: string }>`
    select count(*) as open,
      coalesce(sum(coalesce(quotes.won_value_cents, p.cents, round(quotes.estimated_value * 100))), 0) as "valueCents",
      count(p.cents) filter (where quotes.won_value_cents is null) as "withProposal"
    from quotes
    left join (
      select distinct on (quote_id) quote_id,
        (select min((o -> 'totals' ->> 'totalCents')::bigint) from jsonb_array_elements(frozen -> 'options') o) as cents
      from proposals
      where status = 'sent' and frozen is not null and valid_until >= (now() at time zone 'America/New_York')::date
      order by quote_id, version desc
    ) p on p.quote_id = quotes.id
    where ${openQuote} and ${notSpam("quotes")}`.execute(db);
  const row = rows[0]!;
  return { open: Number(row.open), valueCents: Number(row.valueCents), withProposal: Number(row.withProposal) };
}

export async function leadFigures(db: Db): Promise<LeadFigures> {
  const [waiting, contacts, quotes] = await Promise.all([
    countWaitingByKind(db),
    db
      .selectFrom("contactSubmissions")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .executeTakeFirstOrThrow(),
    pipeline(db),
  ]);
  return {
    waiting,
    totalContacts: Number(contacts.count),
    openQuotes: quotes.open,
    pipelineCents: quotes.valueCents,
    openProposals: quotes.withProposal,
  };
}
