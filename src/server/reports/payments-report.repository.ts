/**
 * The numbers page's money (issue 31 item 8, decision 046), for one period of business days:
 * - collected: payments received in the period (a cheque, cash or transfer on the day it was received,
 *   a Stripe payment at the instant it was paid; an ACH payment still processing is not collected yet)
 *   less the refunds made in the period;
 * - outstanding: what is still owed now on the contracts signed in the period (signed total less what
 *   was paid, never below 0; a contract cancelled by the customer owes nothing);
 * - overdue: of that, what was due by `today` (a business day in New York) and is neither paid nor on its way by
 *   ACH: the deposit (due on signing) and each other invoice sent whose due day is past (decision 050). Payments
 *   are subtracted once from the sum of what was due, so an amount is never counted twice (the deposit invoice is
 *   the deposit, not added again);
 * - days from signing to deposit: the median, over the period's contracts with a deposit that got a
 *   payment, of the days from the signature to the first payment after it.
 */
import { sql } from "kysely";
import type { Db } from "../db/schema";
import type { ReportSpan } from "../periods/report-period";

export interface PaymentFiguresRow {
  collectedCents: number;
  outstandingCents: number;
  overdueCents: number;
  depositsPaid: number;
  depositDaysMedian: number | null;
}

export async function paymentFigures(db: Db, span: ReportSpan, today: string): Promise<PaymentFiguresRow> {
  const { rows } = await sql<PaymentFiguresRow>`
    with signed as (
      select q.won_at,
        q.won_value_cents as total,
        coalesce((select sum(p.amount_cents - p.refunded_cents) from payments p
          where p.quote_id = q.id and p.status = 'paid'), 0) as paid,
        coalesce((select sum(p.amount_cents) from payments p
          where p.quote_id = q.id and p.status = 'processing'), 0) as processing,
        coalesce((select (o.option -> 'totals' ->> 'depositCents')::int
          from proposals pr
          join proposal_acceptances a on a.proposal_id = pr.id
          cross join lateral jsonb_array_elements(pr.frozen -> 'options') as o(option)
          where pr.quote_id = q.id and o.option ->> 'id' = a.option_id
          order by a.accepted_at desc limit 1), 0) as deposit,
        coalesce((select sum(i.amount_cents) from invoices i
          where i.quote_id = q.id and not i.is_deposit and i.status in ('sent', 'paid')
            and i.due_on < ${today}::date), 0) as invoices_due,
        (select min(p.paid_at) from payments p
          where p.quote_id = q.id and p.status = 'paid' and p.paid_at >= q.won_at) as first_paid_at
      from quotes q
      where not q.is_spam and q.status <> 'cancelled' and q.won_value_cents is not null
        and q.won_at >= ${span.start} and q.won_at < ${span.end}
    )
    select
      ((select coalesce(sum(amount_cents), 0) from payments
          where status = 'paid' and case when received_on is not null
            then received_on between ${span.from}::date and ${span.to}::date
            else paid_at >= ${span.start} and paid_at < ${span.end} end)
        - (select coalesce(sum(amount_cents), 0) from payment_refunds
          where status = 'succeeded' and created_at >= ${span.start} and created_at < ${span.end}))::float8
        as collected_cents,
      coalesce(sum(greatest(total - paid, 0)), 0)::float8 as outstanding_cents,
      coalesce(sum(greatest(least(deposit + invoices_due, total) - paid - processing, 0)), 0)::float8 as overdue_cents,
      (count(first_paid_at) filter (where deposit > 0))::int as deposits_paid,
      (percentile_cont(0.5) within group (order by extract(epoch from first_paid_at - won_at) / 86400)
        filter (where deposit > 0 and first_paid_at is not null))::float8 as deposit_days_median
    from signed`.execute(db);
  return rows[0]!;
}
