/** Retries Twilio webhook requests whose processing failed (issue 32): a bounded batch per outbox-retry run. */
import type { Job } from "./job";
import { processPendingTwilioEvents, type TwilioEventsReport } from "../flows/sms/twilio-events.service";

export const twilioEventsJob: Job<TwilioEventsReport> = {
  name: "twilio-events",
  run: (db) => processPendingTwilioEvents(db),
};
