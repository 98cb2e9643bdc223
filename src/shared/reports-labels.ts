/** What the numbers page calls a source key, a service value and a lost reason (console, CSV). */
import { contactServiceTypeOptions, displayLabel, projectTypeOptions } from "./options";
import { DIRECT_SOURCE, NO_REASON, NO_SOURCE } from "./schemas/reports";
import { declineReasonOptions } from "./strings/proposals";
import { reportStrings } from "./strings/reports";

export const reportLabels = {
  source: (key: string) =>
    key === NO_SOURCE ? reportStrings.sources.none : key === DIRECT_SOURCE ? reportStrings.sources.direct : key,
  service: (kind: "contact" | "quote", value: string) =>
    value === NO_SOURCE
      ? reportStrings.sources.none
      : (displayLabel(kind === "contact" ? contactServiceTypeOptions : projectTypeOptions, value) ?? value),
  reason: (key: string) =>
    key === NO_REASON ? reportStrings.lost.none : (displayLabel(declineReasonOptions, key) ?? key),
};
