/**
 * The owner's settings store: one JSON value per key in the settings table. Each feature's typed
 * settings (owner-settings.ts, follow-up-settings.ts) are a `typedSetting`: its key, the zod
 * schema its value is validated with on read, and the value that holds until the owner saves one.
 */
import type { Db } from "../db/schema";

export async function readSetting(db: Db, key: string): Promise<unknown> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst();
  return row?.value;
}

/** Stores the value; `ifAbsent` only where none is stored yet (the seed's demo values never overwrite the owner's). */
export async function writeSetting(db: Db, key: string, value: unknown, ifAbsent = false): Promise<void> {
  const stored = { value: JSON.stringify(value), updatedAt: new Date() };
  await db
    .insertInto("settings")
    .values({ key, ...stored })
    .onConflict((conflict) =>
      ifAbsent ? conflict.column("key").doNothing() : conflict.column("key").doUpdateSet(stored),
    )
    .execute();
}

/** What a setting needs of its zod (or zod/mini) schema. */
export interface SettingSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export interface TypedSetting<T> {
  /** The stored value; the fallback when none (or a malformed one) is stored. */
  read(db: Db): Promise<T>;
  /** Stores the value (already validated by the caller's route) and gives it back. */
  write(db: Db, value: T): Promise<T>;
  /** Stores the value where the owner has saved none. */
  writeIfAbsent(db: Db, value: T): Promise<void>;
}

export function typedSetting<T>(key: string, schema: SettingSchema<T>, fallback: () => T): TypedSetting<T> {
  return {
    async read(db) {
      const parsed = schema.safeParse(await readSetting(db, key));
      return parsed.success ? parsed.data : fallback();
    },
    async write(db, value) {
      await writeSetting(db, key, value);
      return value;
    },
    writeIfAbsent: (db, value) => writeSetting(db, key, value, true),
  };
}
