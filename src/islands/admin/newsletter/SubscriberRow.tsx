/** One newsletter subscriber: the address, its state and when it signed up, confirmed or left. */
import { formatDateTime } from "../../../shared/format";
import { optionOf } from "../../../shared/options";
import { newsletterStatusOptions, type AdminSubscriber } from "../../../shared/schemas/newsletter";
import { OptionBadge } from "../../ui/Badge";
import { cellClass } from "../common/DataTable";

export function SubscriberRow({ subscriber }: { subscriber: AdminSubscriber }) {
  return (
    <tr className="border-b border-slate-line last:border-0">
      <td className={`${cellClass} font-semibold break-all text-slate-ink`}>
        <a href={`mailto:${subscriber.email}`} className="underline hover:text-copper-deep">
          {subscriber.email}
        </a>
      </td>
      <td className={cellClass}>
        <OptionBadge option={optionOf(newsletterStatusOptions, subscriber.status)} />
      </td>
      <td className={cellClass}>{formatDateTime(subscriber.createdAt)}</td>
      <td className={cellClass}>{formatDateTime(subscriber.confirmedAt)}</td>
      <td className={cellClass}>{formatDateTime(subscriber.unsubscribedAt)}</td>
    </tr>
  );
}
