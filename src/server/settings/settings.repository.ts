/**
 * The owner's settings store: one JSON value per key in the settings table. Each feature's typed
 * settings read and validate their own key (booking-settings.ts, follow-up-settings.ts, …).
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

export async function readSetting(db: Kysely<Database>, key: string): Promise<unknown> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst();
  return row?.value;
}

export async function writeSetting(db: Kysely<Database>, key: string, value: unknown): Promise<void> {
  await db
    .insertInto("settings")
    .values({ key, value: JSON.stringify(value), updatedAt: new Date() })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet({ value: JSON.stringify(value), updatedAt: new Date() }),
    )
    .execute();
}
