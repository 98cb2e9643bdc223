import { deliveryStateOptions, optionOf } from "../../../shared/options";
import type { AdminPhaseMail } from "../../../shared/schemas/admin";

/** A phase e-mail's state as the admin cares about it (its e-mail's, once queued) and when it got there. */
export function phaseMailState(followUp: AdminPhaseMail) {
  const state = followUp.deliveryStatus ?? followUp.status;
  const option = optionOf(deliveryStateOptions, state === "pending" ? "queued" : state);
  const at = option.value === "sent" ? (followUp.emailSentAt ?? followUp.createdAt) : followUp.createdAt;
  return { option, at };
}
