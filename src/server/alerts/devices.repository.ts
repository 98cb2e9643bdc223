/** SQL of the devices with alerts on (push subscriptions), always scoped to their admin. */
import type { Selectable } from "kysely";
import type { Db } from "../db/schema";
import type { PushSubscriptionsTable } from "../db/alert-tables";
import type { AlertChoice } from "../../shared/alerts";

export type DeviceRow = Selectable<PushSubscriptionsTable>;

export interface NewDevice {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  label: string;
  choices: AlertChoice[];
}

/**
 * Stores the device, or takes over the row of the same endpoint (a browser subscribing again, or
 * an admin signing in on a device another admin used): one endpoint alerts one admin.
 */
export async function upsertDevice(db: Db, device: NewDevice): Promise<DeviceRow> {
  return db
    .insertInto("pushSubscriptions")
    .values(device)
    .onConflict((conflict) =>
      conflict.column("endpoint").doUpdateSet({
        userId: device.userId,
        p256dh: device.p256dh,
        auth: device.auth,
        label: device.label,
        choices: device.choices,
        lastError: null,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function devicesOf(db: Db, userId: string): Promise<DeviceRow[]> {
  return db.selectFrom("pushSubscriptions").selectAll().where("userId", "=", userId).orderBy("id").execute();
}

export async function updateDeviceChoices(
  db: Db,
  userId: string,
  id: number,
  choices: AlertChoice[],
): Promise<DeviceRow | undefined> {
  return db
    .updateTable("pushSubscriptions")
    .set({ choices })
    .where("id", "=", id)
    .where("userId", "=", userId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteDevice(db: Db, userId: string, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom("pushSubscriptions")
    .where("id", "=", id)
    .where("userId", "=", userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function findDevice(db: Db, userId: string, id: number): Promise<DeviceRow | undefined> {
  return db
    .selectFrom("pushSubscriptions")
    .selectAll()
    .where("id", "=", id)
    .where("userId", "=", userId)
    .executeTakeFirst();
}

export async function listAdmins(
  db: Db,
): Promise<{ id: string; email: string; firstName: string | null; lastName: string | null }[]> {
  return db
    .selectFrom("users")
    .select(["id", "email", "firstName", "lastName"])
    .where("isAdmin", "=", true)
    .orderBy("email")
    .execute();
}
