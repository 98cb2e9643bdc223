/** A quote card's latest follow-up: its phase, state and day. */
import { formatShortDate } from "../../../shared/format";
import type { AdminPhaseMail } from "../../../shared/schemas/admin";
import { adminStrings } from "../../../shared/strings/admin";
import { OptionBadge } from "../../ui/Badge";
import { phaseMailState } from "./phase-mail-state";
import { phaseShortLabel } from "./quote-text";

const text = adminStrings.quotes;

export function LastPhaseMail({ followUps }: { followUps: AdminPhaseMail[] }) {
  const last = followUps.at(-1);
  if (!last) return null;
  const { option, at } = phaseMailState(last);
  return (
    <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-mid">
      <span>{text.lastFollowUp}:</span>
      <span className="text-slate-ink">{phaseShortLabel(last.phase)}</span>
      <OptionBadge option={option} />
      <span>{formatShortDate(at)}</span>
    </p>
  );
}
