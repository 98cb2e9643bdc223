/** A quote's follow-ups: queued, sending, sent, or failed with the reason. */
import { formatDateTime } from "../../../shared/format";
import type { AdminPhaseMail } from "../../../shared/schemas/admin";
import { adminStrings } from "../../../shared/strings/admin";
import { OptionBadge } from "../../ui/Badge";
import { phaseMailState } from "./phase-mail-state";
import { phaseShortLabel } from "./quote-text";

const text = adminStrings.quotes;

export function PhaseMailHistory({ followUps }: { followUps: AdminPhaseMail[] }) {
  if (followUps.length === 0) return <p className="text-sm text-slate-mid">{text.details.noHistory}</p>;
  return (
    <ol className="grid gap-2">
      {followUps.map((followUp) => {
        const { option, at } = phaseMailState(followUp);
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
