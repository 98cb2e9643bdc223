/** One undelivered e-mail: recipient, subject, tag, state, attempts, last error, dates, and Retry when it failed. */
import { formatDateTime } from "../../../shared/format";
import { optionOf, outboxStatusOptions } from "../../../shared/options";
import type { AdminOutboxMessage } from "../../../shared/schemas/mail-desk";
import { emailStrings } from "../../../shared/strings/email";
import { OptionBadge } from "../../ui/Badge";
import { Button } from "../../ui/Button";
import { cellClass, rowClass, wideCellClass } from "../common/DataTable";

const text = emailStrings.outbox;

interface Props {
  message: AdminOutboxMessage;
  onRetry: () => void;
  /** This row's retry is on its way. */
  retrying: boolean;
}

export function OutboxRow({ message, onRetry, retrying }: Props) {
  const failed = message.status === "failed";
  return (
    <tr className={rowClass}>
      <td className={`${wideCellClass} break-all text-slate-ink`}>{message.toAddress}</td>
      <td className={`${wideCellClass} font-semibold text-slate-ink`}>{message.subject}</td>
      <td className={`${cellClass} whitespace-nowrap text-slate-deep`}>{message.tag ?? text.none}</td>
      <td className={cellClass}>
        <OptionBadge option={optionOf(outboxStatusOptions, message.status)} />
      </td>
      <td className={`${cellClass} whitespace-nowrap`}>{text.attempts(message.attempts, message.maxAttempts)}</td>
      <td className={`${cellClass} max-w-xs [overflow-wrap:anywhere] text-slate-deep`}>
        {message.lastError ?? text.none}
      </td>
      <td className={`${cellClass} whitespace-nowrap text-slate-deep`}>
        {failed ? text.none : formatDateTime(message.nextAttemptAt)}
      </td>
      <td className={`${cellClass} whitespace-nowrap text-slate-deep`}>{formatDateTime(message.createdAt)}</td>
      <td className={`${wideCellClass} md:text-right`}>
        {failed && (
          <Button
            variant="secondary"
            disabled={retrying}
            aria-label={text.retryLabel(message.subject, message.toAddress)}
            onClick={onRetry}
          >
            {retrying ? text.retrying : text.retry}
          </Button>
        )}
      </td>
    </tr>
  );
}
