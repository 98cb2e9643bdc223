/**
 * Database access. The driver follows DATABASE_URL (ARCHITECTURE.md):
 *   a Neon host → @neondatabase/serverless Pool (WebSocket), created and ended per call;
 *   any other postgres:// URL → pg Pool, shared by the process.
 * Unset DATABASE_URL means the local embedded server the dev launcher starts.
 */
import { CamelCasePlugin, Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { Pool as NeonPool, neonConfig } from "@neondatabase/serverless";
import { getEnv } from "../env";
import { DatabaseUnavailableError, isDatabaseUnavailable } from "./errors";
import type { Database, Db } from "./schema";

/** The port of the local embedded Postgres (scripts/lib/embedded-postgres.ts); EMBEDDED_PG_PORT moves it. */
export const DEFAULT_EMBEDDED_PG_PORT = 54329;

export function embeddedPgPort(value = process.env.EMBEDDED_PG_PORT): number {
  const port = Number(value || DEFAULT_EMBEDDED_PG_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`EMBEDDED_PG_PORT must be a port number, not "${value}"`);
  return port;
}

/** Where the dev launcher's embedded Postgres listens. */
export function embeddedDatabaseUrl(): string {
  return `postgres://postgres:postgres@127.0.0.1:${embeddedPgPort()}/slate`;
}

export type Driver = "neon" | "pg";

export function resolveDatabaseUrl(): string {
  return getEnv().DATABASE_URL ?? embeddedDatabaseUrl();
}

/** Neon hosts use the serverless driver; DATABASE_DRIVER=neon forces it (proxy tests). */
export function driverFor(url: string, override = process.env.DATABASE_DRIVER): Driver {
  if (override === "neon" || override === "pg") return override;
  const host = new URL(url).hostname;
  return host.endsWith(".neon.tech") || host.endsWith(".neon.build") ? "neon" : "pg";
}

function poolConfig(url: string): pg.PoolConfig {
  const env = getEnv();
  return {
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: env.DB_CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 10_000,
    // A stuck query is cancelled by the server, and the client gives up shortly after.
    statement_timeout: env.DB_STATEMENT_TIMEOUT_MS,
    query_timeout: env.DB_STATEMENT_TIMEOUT_MS + 1000,
    idle_in_transaction_session_timeout: env.DB_STATEMENT_TIMEOUT_MS * 2,
  };
}

export function createDb(url: string, driver: Driver = driverFor(url)): Db {
  const pool = driver === "neon" ? new NeonPool(poolConfig(url)) : new pg.Pool(poolConfig(url));
  handleConnectionErrors(pool as pg.Pool);
  return new Kysely<Database>({
    // The Neon Pool is pg-compatible; its types differ only in nominal details.
    dialect: new PostgresDialect({ pool: pool as pg.Pool }),
    plugins: [new CamelCasePlugin()],
  });
}

/**
 * A client whose server dies emits 'error'; an 'error' event without a listener kills the process.
 * The pool listens on idle clients only, so a checked-out client (between two queries of a
 * transaction, say) needs its own listener for its whole life. Its next query then fails, is
 * recognised as "database unavailable" (503), and the pool discards the broken client.
 */
function handleConnectionErrors(pool: pg.Pool): void {
  pool.on("error", (error: Error) => console.warn("[db] idle client error:", error.message));
  pool.on("connect", (client: pg.PoolClient) => {
    client.on("error", (error: Error) => console.warn("[db] client error:", error.message));
  });
}

const shared = new Map<string, Db>();

/**
 * Runs `work` with a database handle, translating "cannot reach the server" into
 * DatabaseUnavailableError (which handlers answer with 503).
 */
export async function withDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const url = resolveDatabaseUrl();
  const perCall = driverFor(url) === "neon";
  let db = perCall ? undefined : shared.get(url);
  if (!db) {
    db = createDb(url);
    if (!perCall) shared.set(url, db);
  }
  try {
    return await work(db);
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw new DatabaseUnavailableError(error);
    throw error;
  } finally {
    if (perCall) await db.destroy().catch(() => undefined);
  }
}

/** Closes the shared pools (scripts and tests call this before exiting). */
export async function closeDatabases(): Promise<void> {
  const pools = [...shared.values()];
  shared.clear();
  await Promise.all(pools.map((db) => db.destroy()));
}

export { neonConfig };
