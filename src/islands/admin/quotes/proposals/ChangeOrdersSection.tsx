/**
 * A signed contract in the quote's proposal section (issue 31 item 3): every signed version with its
 * total (the original, then each change order), the change orders with their state and audit record,
 * and "Issue a change order" (or why not: one is waiting, the contract was cancelled).
 */
import { useState } from "react";
import { formatDateTime } from "../../../../shared/format";
import type { AdminChangeOrder } from "../../../../shared/proposals/change-order";
import { formatCents } from "../../../../shared/proposals/money";
import { changeOrderStrings } from "../../../../shared/strings/change-orders";
import { proposalConsoleStrings } from "../../../../shared/strings/proposal-console";
import { Button } from "../../../ui/Button";
import { LoadError } from "../../common/LoadError";
import { ChangeOrderForm } from "./ChangeOrderForm";
import { changeOrderPdfUrl, useContractHistory, useWithdrawChangeOrder } from "./change-orders.api";

const text = changeOrderStrings.console;

function ChangeOrderLine({ changeOrder }: { changeOrder: AdminChangeOrder }) {
  const withdraw = useWithdrawChangeOrder();
  const d = changeOrder.document;
  return (
    <li className="grid gap-1 rounded-md border border-slate-line p-3 text-sm">
      <p className="font-semibold text-slate-ink">
        {text.version("change-order", changeOrder.number)} · {text.status[changeOrder.status]} ·{" "}
        {formatCents(d.totals.totalCents)}
      </p>
      <p className="whitespace-pre-line">{d.note}</p>
      {changeOrder.signature && (
        <p className="[overflow-wrap:anywhere] text-slate-mid">
          {text.signedBy(changeOrder.signature.typedName, formatDateTime(changeOrder.signature.signedAt))} ·{" "}
          {proposalConsoleStrings.auditFields.hash}: {changeOrder.signature.documentSha256}
        </p>
      )}
      {changeOrder.status === "signed" && (
        <a
          href={changeOrderPdfUrl(changeOrder.id)}
          download
          className="justify-self-start font-semibold text-copper-deep underline"
        >
          {changeOrderStrings.pdf.download(changeOrder.number)}
        </a>
      )}
      {changeOrder.status === "sent" && (
        <div>
          <Button variant="ghost" disabled={withdraw.isPending} onClick={() => withdraw.mutate(changeOrder.id)}>
            {text.withdraw}
          </Button>
        </div>
      )}
    </li>
  );
}

export function ChangeOrdersSection({ proposalId }: { proposalId: number }) {
  const history = useContractHistory(proposalId);
  const [writing, setWriting] = useState(false);
  if (history.isError) return <LoadError error={history.error} />;
  if (!history.data) return null;
  const { versions, changeOrders, blocked } = history.data;
  return (
    <section aria-labelledby={`contract-${proposalId}`} className="grid gap-3">
      <h3 id={`contract-${proposalId}`} className="font-semibold text-slate-ink">
        {text.heading}
      </h3>
      <table className="w-full text-sm">
        <caption className="sr-only">{text.history}</caption>
        <tbody>
          {versions.map((version) => (
            <tr key={`${version.kind}-${version.number}`} className="border-b border-slate-line">
              <th scope="row" className="py-1 pr-2 text-left font-semibold">
                {text.version(version.kind, version.number)}
                <span className="block font-normal text-slate-mid">
                  {text.signedBy(version.signedBy, formatDateTime(version.signedAt))}
                </span>
              </th>
              <td className="py-1 text-right whitespace-nowrap">{formatCents(version.totalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {changeOrders.length > 0 && (
        <ul className="grid gap-2">
          {changeOrders.map((changeOrder) => (
            <ChangeOrderLine key={changeOrder.id} changeOrder={changeOrder} />
          ))}
        </ul>
      )}
      {writing ? (
        <ChangeOrderForm history={history.data} onDone={() => setWriting(false)} />
      ) : blocked ? (
        <p className="text-sm text-slate-mid">{blocked}</p>
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setWriting(true)}>
            {text.issue}
          </Button>
        </div>
      )}
    </section>
  );
}
