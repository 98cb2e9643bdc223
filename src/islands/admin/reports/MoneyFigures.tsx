/**
 * The period's money (issue 31 item 8): collected (less refunds), still outstanding and overdue on
 * the period's contracts, and the median days from signing to deposit, each with the previous
 * period's value (src/server/reports/payments-report.repository.ts says how each is counted).
 */
import type { LeadsReport } from "../../../shared/schemas/reports";
import { formatCents } from "../../../shared/proposals/money";
import { reportStrings } from "../../../shared/strings/reports";
import { deltaText, Figure, measured } from "./KeyFigures";

const text = reportStrings.money;

export function MoneyFigures({ report }: { report: LeadsReport }) {
  const now = report.current.payments;
  const before = report.previous.payments;
  const money = (key: "collectedCents" | "outstandingCents" | "overdueCents") => ({
    value: formatCents(now[key]),
    note: deltaText(now[key], before[key], formatCents),
  });
  return (
    <section aria-labelledby="report-money">
      <h2 id="report-money" className="mb-3 font-serif text-2xl text-slate-ink">
        {text.heading}
      </h2>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <Figure testId="collected" label={text.collected} {...money("collectedCents")} />
        <Figure
          testId="outstanding"
          label={text.outstanding}
          value={formatCents(now.outstandingCents)}
          note={text.outstandingNote}
        />
        <Figure testId="overdue" label={text.overdue} value={formatCents(now.overdueCents)} note={text.overdueNote} />
        <Figure
          testId="deposit-days"
          label={text.depositDays}
          {...measured(now.depositDaysMedian, before.depositDaysMedian, text.noDeposits, text.days)}
        />
      </dl>
    </section>
  );
}
