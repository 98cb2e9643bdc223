/**
 * The one way to raise an alert on the owner's devices (decision 039): `queueAlert` stores the
 * alert and one delivery per device that should get it, in the caller's transaction, so the alert
 * exists exactly when the change it reports does. Nothing is sent here: the request that committed
 * hands the returned id to `pushAfterCommit` (flows/delivery/after-commit.ts), and the scheduled `alerts`
 * function sends whatever is still due. Other features call this, e.g. a customer's reply:
 *
 *   const alertId = await queueAlert(trx, { kind: "customer-reply", lead: { kind: "quote", id },
 *     title: "Reply · Montclair · Margaret H.", body: "Re: your proposal" });
 */
import type { Db } from "../db/schema";
import { ALERT_CHOICES, type AlertChoice, type AlertKind, type AlertLead } from "../../shared/alerts";
import { adminLeadPath, pages } from "../../shared/pages";
import { insertAlert, type AlertAudience } from "./alerts.repository";

export interface AlertInput {
  kind: Exclude<AlertKind, "test" | "escalation">;
  /** The lead the alert is about; its console page is what a tap opens unless `url` says otherwise. */
  lead?: AlertLead;
  title: string;
  body: string;
  /** A console path (under /admin); defaults to the lead's page, else the dashboard. */
  url?: string;
  /** One alert per event: a second queueAlert with the same key queues nothing. */
  eventKey?: string;
}

const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

export function alertUrl(lead: AlertLead | undefined, url: string | undefined): string {
  const path = url ?? (lead ? adminLeadPath(lead.kind, lead.id) : pages.admin.path);
  if (!path.startsWith("/admin")) throw new Error(`An alert opens a console page, not ${path}`);
  return path;
}

/** Stores an alert for every device that chose its kind; returns its id (undefined for a repeated event key). */
export async function queueAlert(trx: Db, input: AlertInput): Promise<number | undefined> {
  return queueAlertFor(trx, input, { choice: choiceOf(input.kind) });
}

/** queueAlert with an explicit audience: escalations (second admin) and the test button. */
export async function queueAlertFor(
  trx: Db,
  input: Omit<AlertInput, "kind"> & { kind: AlertKind },
  audience: AlertAudience,
): Promise<number | undefined> {
  return insertAlert(
    trx,
    {
      kind: input.kind,
      leadKind: input.lead?.kind ?? null,
      leadId: input.lead?.id ?? null,
      title: clip(input.title.trim(), 200),
      body: clip(input.body.trim(), 500),
      url: alertUrl(input.lead, input.url),
      eventKey: input.eventKey ?? null,
    },
    audience,
  );
}

function choiceOf(kind: AlertKind): AlertChoice | null {
  return (ALERT_CHOICES as readonly string[]).includes(kind) ? (kind as AlertChoice) : null;
}
