/**
 * Scheduled every minute (decision 039): pushes alert deliveries still due (a push the request
 * could not make, retries past their back-off, claims abandoned by a crashed worker) and escalates
 * leads nobody has answered within the escalation setting's business minutes.
 */
import type { Config } from "@netlify/functions";
// React Email at import: this function composes mail inside transactions (src/server/email/renderer.ts).
import "../src/server/email/renderer-at-load";
import { assertProductionConfig } from "../src/server/env";
import { handle, json } from "../src/server/http/respond";
import { runJobs } from "../src/server/jobs/job";
import { alertDelivery } from "../src/server/alerts/alerts.job";
import { leadEscalation } from "../src/server/flows/sms/alert-texts";

assertProductionConfig();

export const jobs = [leadEscalation, alertDelivery];

export default handle(async () => json(await runJobs(jobs)));

export const config: Config = { schedule: "* * * * *" };
