/** A quote's follow-ups (queued, sending, sent, failed with the reason), and the card's last one. */
import { formatDateTime, formatShortDate } from "../../../shared/format";
import { deliveryStateOptions, optionOf } from "../../../shared/options";
import type { AdminFollowUp } from "../../../shared/schemas/admin";
import { adminStrings } from "../../../shared/strings/admin";
import { OptionBadge } from "../../ui/Badge";
import { phaseShortLabel } from "./quote-text";

const text = adminStrings.quotes;

/** The follow-up's state as the admin cares about it (its e-mail's, once queued) and when it got there. */
function followUpState(followUp: AdminFollowUp) {
  const state = followUp.deliveryStatus ?? followUp.status;
  const option = optionOf(deliveryStateOptions, state === "pending" ? "queued" : state);
  const at = option.value === "sent" ? (followUp.emailSentAt ?? followUp.createdAt) : followUp.createdAt;
  return { option, at };
}

export function FollowUpHistory({ followUps }: { followUps: AdminFollowUp[] }) {
  if (followUps.length === 0) return <p className="text-sm text-slate-mid">{text.details.noHistory}</p>;
  return (
    <ol className="grid gap-2">
      {followUps.map((followUp) => {
        const { option, at } = followUpState(followUp);
        return (
          <li key={followUp.id} className="rounded-md border border-slate-line bg-white p-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-slate-ink">{phaseShortLabel(followUp.phase)}</span>
              <OptionBadge option={option} />
              <span className="text-slate-mid">{formatDateTime(at)}</span>
            </div>
            {followUp.customMessage && <p className="mt-1 text-slate-deep">“{followUp.customMessage}”</p>}
            {option.value === "failed" && followUp.lastError && (
              <p className="mt-1 text-red-800">{followUp.lastError}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}

export function LastFollowUp({ followUps }: { followUps: AdminFollowUp[] }) {
  const last = followUps.at(-1);
  if (!last) return null;
  const { option, at } = followUpState(last);
  return (
    <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-mid">
      <span>{text.lastFollowUp}:</span>
      <span className="text-slate-ink">{phaseShortLabel(last.phase)}</span>
      <OptionBadge option={option} />
      <span>{formatShortDate(at)}</span>
    </p>
  );
}
