/**
 * Speed to lead at a glance: how long a New lead has waited, red once it is overdue (still New
 * after two business hours, src/shared/speed-to-lead.ts). Nothing once someone has answered.
 */
import { waitingState } from "../../../shared/speed-to-lead";
import { contactStrings } from "../../../shared/strings/contacts";
import { Badge } from "../../ui/Badge";

const text = contactStrings.waiting;

export function WaitingBadge({ lead }: { lead: { status: string; createdAt: string } }) {
  const state = waitingState(lead);
  if (!state) return null;
  return (
    <Badge tone={state.overdue ? "red" : "amber"}>
      {state.overdue ? text.overdue(state.waitingMs) : text.waiting(state.waitingMs)}
    </Badge>
  );
}
