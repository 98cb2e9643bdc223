/**
 * What every database script does around its work: use DATABASE_URL, or the local embedded server
 * (started, or the running dev server reused), and close both afterwards; a failure prints its
 * message and exits 1. A script's command takes its arguments, environment and streams as a
 * ScriptIo, so the integration tests run it in-process and start the real command line only where
 * the command line itself is checked (a start of `tsx` costs 2-4 s).
 */
import { format } from "node:util";
import { createDb } from "../../src/server/db/client";
import type { Db } from "../../src/server/db/schema";
import { localDatabaseOptions, startLocalDatabase } from "./local-database";

/** A command's arguments (after the script's name), environment and standard streams. */
export interface ScriptIo {
  argv: string[];
  env: NodeJS.ProcessEnv;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

export type ScriptCommand = (io: ScriptIo) => Promise<void>;

export async function withScriptDatabase<T>(
  work: (db: Db, where: { local: boolean }) => Promise<T>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<T> {
  const server = env.DATABASE_URL ? undefined : await startLocalDatabase(localDatabaseOptions(env));
  const db = createDb(env.DATABASE_URL ?? server!.url, "pg");
  try {
    return await work(db, { local: server !== undefined });
  } finally {
    await db.destroy();
    await server?.stop();
  }
}

/** Runs a command and answers its exit code: 0, or 1 with the failure's message on standard error. */
export async function runCommand(command: ScriptCommand, io: ScriptIo): Promise<number> {
  try {
    await command(io);
    return 0;
  } catch (error: unknown) {
    io.stderr.write(`${format(error instanceof Error ? error.message : error)}\n`);
    return 1;
  }
}

/** The script's entry: the command on this process's arguments, environment and streams; a failure exits 1. */
export function runScript(command: ScriptCommand): void {
  const { stdin, stdout, stderr, env } = process;
  void runCommand(command, { argv: process.argv.slice(2), env, stdin, stdout, stderr }).then((code) => {
    if (code !== 0) process.exit(code);
  });
}
