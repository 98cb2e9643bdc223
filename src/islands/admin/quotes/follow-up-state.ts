import { deliveryStateOptions, optionOf } from "../../../shared/options";
import type { AdminFollowUp } from "../../../shared/schemas/admin";

/** The follow-up's state as the admin cares about it (its e-mail's, once queued) and when it got there. */
export function followUpState(followUp: AdminFollowUp) {
  const state = followUp.deliveryStatus ?? followUp.status;
  const option = optionOf(deliveryStateOptions, state === "pending" ? "queued" : state);
  const at = option.value === "sent" ? (followUp.emailSentAt ?? followUp.createdAt) : followUp.createdAt;
  return { option, at };
}
