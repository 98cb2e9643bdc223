/** SQL of sign-in sessions: create, look up-and-touch, delete. */
import { sql } from "kysely";
import type { Db, User } from "../db/schema";

/** The user's columns a session carries, and all that /api/auth/user answers of them. */
export const SESSION_USER_COLUMNS = ["id", "email", "firstName", "lastName", "profileImageUrl", "isAdmin"] as const;

/** The signed-in user without the session id or any secret. */
export type PublicUser = Pick<User, (typeof SESSION_USER_COLUMNS)[number]>;

export interface SessionUser extends PublicUser {
  sid: string;
}

export async function insertSession(
  db: Db,
  session: { sid: string; userId: string; expire: Date; createdAt: Date; sess: Record<string, unknown> },
): Promise<void> {
  await db
    .insertInto("sessions")
    .values({ ...session, sess: JSON.stringify(session.sess) })
    .execute();
}

/**
 * The live session named `sid` with its user, or undefined when it is missing, idle past its
 * expiry or older than the absolute lifetime. A live session's expiry slides forward to `now +
 * idle`, written at most once per `touchIntervalMs`.
 */
export async function findLiveSession(
  db: Db,
  sid: string,
  { idleMs, absoluteMs, touchIntervalMs }: { idleMs: number; absoluteMs: number; touchIntervalMs: number },
): Promise<SessionUser | undefined> {
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.userId")
    .select(["sessions.sid", "sessions.expire", ...SESSION_USER_COLUMNS.map((column) => `users.${column}` as const)])
    .where("sessions.sid", "=", sid)
    .where("sessions.expire", ">", sql<Date>`now()`)
    .where("sessions.createdAt", ">", sql<Date>`now() - make_interval(secs => ${absoluteMs / 1000})`)
    .executeTakeFirst();
  if (!row) return undefined;

  const { expire, ...user } = row;
  if (expire.getTime() - Date.now() < idleMs - touchIntervalMs) {
    await db
      .updateTable("sessions")
      .set({ expire: sql<Date>`now() + make_interval(secs => ${idleMs / 1000})` })
      .where("sid", "=", sid)
      .execute();
  }
  return user;
}

/** Slides the session's expiry to `now + idle` at once (the admin chose to stay signed in); its new expiry. */
export async function extendSession(db: Db, sid: string, idleMs: number): Promise<Date> {
  const row = await db
    .updateTable("sessions")
    .set({ expire: sql<Date>`now() + make_interval(secs => ${idleMs / 1000})` })
    .where("sid", "=", sid)
    .returning("expire")
    .executeTakeFirstOrThrow();
  return row.expire;
}

export async function deleteSession(db: Db, sid: string): Promise<void> {
  await db.deleteFrom("sessions").where("sid", "=", sid).execute();
}

/** Housekeeping at sign-in: rows past either limit are useless. */
export async function deleteDeadSessions(db: Db, absoluteMs: number): Promise<void> {
  await db
    .deleteFrom("sessions")
    .where((eb) =>
      eb.or([
        eb("expire", "<=", sql<Date>`now()`),
        eb("createdAt", "<=", sql<Date>`now() - make_interval(secs => ${absoluteMs / 1000})`),
      ]),
    )
    .execute();
}

/** The user's sessions that are still alive, newest first. */
export async function listLiveSessions(db: Db, userId: string, absoluteMs: number) {
  return db
    .selectFrom("sessions")
    .select(["sid", "sess", "createdAt", "expire"])
    .where("userId", "=", userId)
    .where("expire", ">", sql<Date>`now()`)
    .where("createdAt", ">", sql<Date>`now() - make_interval(secs => ${absoluteMs / 1000})`)
    .orderBy("createdAt", "desc")
    .execute();
}

/** Ends every session of the user but `keepSid`; answers how many ended. */
export async function deleteOtherSessions(db: Db, userId: string, keepSid: string): Promise<number> {
  const ended = await db
    .deleteFrom("sessions")
    .where("userId", "=", userId)
    .where("sid", "!=", keepSid)
    .executeTakeFirst();
  return Number(ended.numDeletedRows);
}
