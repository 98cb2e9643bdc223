/**
 * Retries Postmark webhook events whose processing failed (decision 038): the raw body was stored
 * first, so nothing Postmark posted is lost; each run processes a bounded batch, up to
 * MAX_EVENT_ATTEMPTS attempts per event (the error stays on the row for the mail desk).
 */
import type { Job } from "./job";
import { processPendingEvents, type EventsReport } from "../flows/conversation/mail-events.service";

const BATCH = 25;

export const postmarkEventsJob: Job<EventsReport> = {
  name: "postmark-events",
  run: (db) => processPendingEvents(db, BATCH),
};
