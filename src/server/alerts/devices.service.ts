/**
 * The account page's alerts (issue 22): an admin's devices (add, choose, remove, test), the VAPID
 * public key the browser subscribes with, and the escalation setting. Every device belongs to the
 * admin who turned it on; another admin's device is "not found".
 */
import type { Db } from "../db/schema";
import { apiView } from "../api-view";
import { getEnv } from "../env";
import { AlertDeviceNotFound } from "../errors";
import type { SessionUser } from "../auth/sessions.repository";
import { deviceSummary } from "../auth/device-summary";
import {
  ALERT_CHOICES,
  type AlertChoice,
  type AlertDevice,
  type AlertsOverview,
  type AlertTestResult,
} from "../../shared/alerts";
import type { AddDeviceInput, AlertSettingsInput } from "../../shared/schemas/alerts";
import { alertStrings } from "../../shared/strings/alerts";
import { pages } from "../../shared/pages";
import { pushQueuedAlerts } from "./alerts.job";
import { readAlertSettings, saveAlertSettings } from "./alert-settings";
import {
  deleteDevice,
  devicesOf,
  findDevice,
  listAdmins,
  updateDeviceChoices,
  upsertDevice,
  type DeviceRow,
} from "./devices.repository";
import { queueAlertFor } from "./queue-alert";
import { vapidKeysOf } from "./web-push";
import { textAlertsSetting } from "./alert-texts.service";

function toDevice(row: DeviceRow): AlertDevice {
  return {
    ...apiView(row, ["id", "label", "endpoint", "choices", "createdAt", "lastSentAt", "lastError"]),
    choices: ALERT_CHOICES.filter((choice) => row.choices.includes(choice)),
  };
}

const adminName = (admin: { email: string; firstName: string | null; lastName: string | null }) =>
  [admin.firstName, admin.lastName].filter(Boolean).join(" ") || admin.email;

export async function alertsOverview(db: Db, admin: SessionUser): Promise<AlertsOverview> {
  const [devices, settings, admins, texts] = await Promise.all([
    devicesOf(db, admin.id),
    readAlertSettings(db),
    listAdmins(db),
    textAlertsSetting(db, admin),
  ]);
  return {
    publicKey: vapidKeysOf(getEnv())?.publicKey ?? null,
    devices: devices.map(toDevice),
    settings,
    admins: admins.map((row) => ({ id: row.id, name: adminName(row) })),
    texts,
  };
}

export async function addDevice(
  db: Db,
  admin: SessionUser,
  input: AddDeviceInput,
  userAgent: string | null,
): Promise<AlertDevice> {
  const row = await upsertDevice(db, {
    userId: admin.id,
    endpoint: input.subscription.endpoint,
    p256dh: input.subscription.keys.p256dh,
    auth: input.subscription.keys.auth,
    label: (deviceSummary(userAgent) ?? "Unknown browser").slice(0, 200),
    choices: [...new Set(input.choices ?? ALERT_CHOICES)],
  });
  return toDevice(row);
}

export async function chooseAlerts(
  db: Db,
  admin: SessionUser,
  id: number,
  choices: AlertChoice[],
): Promise<AlertDevice> {
  const row = await updateDeviceChoices(db, admin.id, id, [...new Set(choices)]);
  if (!row) throw new AlertDeviceNotFound(id);
  return toDevice(row);
}

export async function removeDevice(db: Db, admin: SessionUser, id: number): Promise<void> {
  if (!(await deleteDevice(db, admin.id, id))) throw new AlertDeviceNotFound(id);
}

/** Queues a test alert to this one device and pushes it at once; says what became of it. */
export async function testDevice(db: Db, admin: SessionUser, id: number): Promise<AlertTestResult> {
  if (!(await findDevice(db, admin.id, id))) throw new AlertDeviceNotFound(id);
  const alertId = await queueAlertFor(
    db,
    { kind: "test", title: alertStrings.test.title, body: alertStrings.test.body, url: pages.adminAccount.path },
    { choice: null, subscriptionId: id },
  );
  const report = await pushQueuedAlerts(db, alertId ? [alertId] : []);
  if (report.pushed > 0) return { outcome: "sent" };
  if (report.gone > 0) return { outcome: "gone" };
  if (report.held > 0) return { outcome: "held" };
  return { outcome: "failed" };
}

export async function updateAlertSettings(db: Db, settings: AlertSettingsInput): Promise<AlertSettingsInput> {
  const admins = await listAdmins(db);
  return saveAlertSettings(
    db,
    settings,
    admins.map((admin) => admin.id),
  );
}
