/**
 * Scheduled every 5 minutes: sends due outbox e-mails (new, retries past their back-off, claims
 * abandoned by a crashed worker) and forgets expired idempotency keys and rate-limit windows.
 */
import type { Config } from "@netlify/functions";
import { runOutboxMaintenance } from "../src/server/email/maintenance";
import { handle, json } from "../src/server/http/respond";

export default handle(async () => json(await runOutboxMaintenance()));

export const config: Config = { schedule: "*/5 * * * *" };
