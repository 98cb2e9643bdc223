/**
 * A fresh clone of this checkout for measuring the local start (`npm run bench -- --only dev-start`):
 * `git clone` of the repository at HEAD into a temporary folder, with node_modules hard-linked from
 * this checkout (so `npm install` is "already done"), and the memory of a process tree sampled from
 * /proc. Linux only; everything is removed by remove().
 */
import { execFile } from "node:child_process";
import { chmod, mkdtemp, readdir, readFile, realpath, rm, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface Clone {
  /** The clone's working tree. */
  repo: string;
  commit: string;
  /** How node_modules was made available: "hard links" or "symlink". */
  nodeModules: string;
  remove(): Promise<void>;
}

/**
 * Clones `ref` (HEAD: committed work only) of the checkout in `cwd` and links this checkout's
 * node_modules (an older commit may want other packages: measure one whose lockfile matches).
 */
export async function cloneCheckout(label: string, ref = "HEAD", cwd = process.cwd()): Promise<Clone> {
  const commit = (await run("git", ["rev-parse", "--verify", `${ref}^{commit}`], { cwd })).stdout.trim();
  const top = (await run("git", ["rev-parse", "--show-toplevel"], { cwd })).stdout.trim();
  const dir = await mkdtemp(path.join(os.tmpdir(), `slate-${label}-`));
  await chmod(dir, 0o755); // embedded Postgres runs as the `postgres` user when we are root
  const repo = path.join(dir, "repo");
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    await run("git", ["clone", "--quiet", "--no-checkout", top, repo]);
    await run("git", ["checkout", "--quiet", "--detach", commit], { cwd: repo });
    let nodeModules = "hard links";
    try {
      // The folder itself, also when the checkout's node_modules is a symlink: a deploy's bundler
      // (nft) leaves out whatever lies outside the repository.
      await run("cp", ["-al", await realpath(path.join(top, "node_modules")), path.join(repo, "node_modules")]);
    } catch {
      // Another file system (no hard links across devices): a symlink serves as well for a measurement.
      await rm(path.join(repo, "node_modules"), { recursive: true, force: true });
      await symlink(path.join(top, "node_modules"), path.join(repo, "node_modules"));
      nodeModules = "symlink";
    }
    return { repo, commit, nodeModules, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

interface ProcessInfo {
  pid: number;
  ppid: number;
  rssBytes: number;
  command: string;
  /** The part of the local stack it belongs to (its own, or its parent's: esbuild under astro is astro's). */
  part?: string;
}

async function processInfo(pid: number): Promise<ProcessInfo | undefined> {
  try {
    const [stat, status, cmdline] = await Promise.all([
      readFile(`/proc/${pid}/stat`, "utf8"),
      readFile(`/proc/${pid}/status`, "utf8"),
      readFile(`/proc/${pid}/cmdline`, "utf8"),
    ]);
    // Field 4 is the parent; the command name (field 2) may hold spaces and parentheses.
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    const rss = /VmRSS:\s+(\d+) kB/.exec(status);
    return { pid, ppid, rssBytes: rss ? Number(rss[1]) * 1024 : 0, command: cmdline.split("\0").join(" ").trim() };
  } catch {
    return undefined; // gone meanwhile
  }
}

/** Every live process under the given roots (the roots included). */
export async function processTree(roots: number[]): Promise<ProcessInfo[]> {
  const pids = (await readdir("/proc")).filter((name) => /^\d+$/.test(name)).map(Number);
  const all = (await Promise.all(pids.map(processInfo))).filter((info): info is ProcessInfo => info !== undefined);
  const children = new Map<number, ProcessInfo[]>();
  for (const info of all) children.set(info.ppid, [...(children.get(info.ppid) ?? []), info]);
  const found = new Map<number, ProcessInfo>();
  const visit = (info: ProcessInfo, parentPart: string) => {
    if (found.has(info.pid)) return;
    const part = stackPart(info.command) ?? parentPart;
    found.set(info.pid, { ...info, part });
    for (const child of children.get(info.pid) ?? []) visit(child, part);
  };
  for (const root of roots) {
    const info = all.find((candidate) => candidate.pid === root);
    if (info) visit(info, "launcher");
  }
  return [...found.values()];
}

/**
 * The part of the local stack a process is, from its command line: netlify-cli before astro (its
 * own command line names astro dev, the command it starts), undefined for one that is its parent's.
 */
export function stackPart(command: string): string | undefined {
  if (/\bpostgres\b|\bpg_ctl\b/.test(command)) return "Postgres";
  if (/scripts\/dev-handlers\.ts/.test(command)) return "function handlers";
  if (/netlify/.test(command)) return "netlify-cli";
  if (/\bastro\b/.test(command)) return "astro dev";
  return undefined;
}

export interface MemoryPeak {
  /** Highest sum of RSS over the tree, in bytes, and each part's share at that moment. */
  totalBytes: number;
  parts: Record<string, number>;
  /** Each part's own highest RSS sum (not necessarily at the same moment). */
  partPeaks: Record<string, number>;
  processesAtPeak: number;
  /** The biggest processes at that moment: part, command (shortened), RSS. */
  biggestAtPeak: { part: string; command: string; rssBytes: number }[];
  samples: number;
}

/** A process's command line, short enough for a table: the program's base name and its arguments but `--import`s. */
export function shortCommand(command: string): string {
  const [program = "", ...args] = command.split(" ");
  const kept: string[] = [];
  for (let index = 0; index < args.length; index++) {
    if (args[index] === "--import") index++;
    else if (!args[index]!.startsWith("--import=")) kept.push(args[index]!);
  }
  const text = [path.basename(program), ...kept].join(" ");
  return text.length > 70 ? `${text.slice(0, 69)}…` : text;
}

/**
 * Samples the sum of RSS over the trees of `roots()` every `intervalMs` (shared pages are counted
 * in each process: an upper bound, as a system monitor shows it).
 */
export function sampleMemory(roots: () => number[], intervalMs = 500): { stop(): Promise<MemoryPeak> } {
  const peak: MemoryPeak = {
    totalBytes: 0,
    parts: {},
    partPeaks: {},
    processesAtPeak: 0,
    biggestAtPeak: [],
    samples: 0,
  };
  let sampling = Promise.resolve();
  const sample = async () => {
    const tree = await processTree(roots());
    const parts: Record<string, number> = {};
    for (const info of tree) parts[info.part!] = (parts[info.part!] ?? 0) + info.rssBytes;
    const total = Object.values(parts).reduce((sum, bytes) => sum + bytes, 0);
    peak.samples++;
    for (const [part, bytes] of Object.entries(parts)) {
      peak.partPeaks[part] = Math.max(peak.partPeaks[part] ?? 0, bytes);
    }
    if (total <= peak.totalBytes) return;
    const biggestAtPeak = [...tree]
      .sort((a, b) => b.rssBytes - a.rssBytes)
      .slice(0, 8)
      .map((info) => ({ part: info.part!, command: shortCommand(info.command), rssBytes: info.rssBytes }));
    Object.assign(peak, { totalBytes: total, parts, processesAtPeak: tree.length, biggestAtPeak });
  };
  const timer = setInterval(() => {
    sampling = sampling.then(sample).catch(() => undefined);
  }, intervalMs);
  return {
    stop: async () => {
      clearInterval(timer);
      await sampling;
      return peak;
    },
  };
}
