/**
 * `npm run dev` started and stopped by a measurement (`npm run bench -- --only dev-start`): free
 * launcher ports, the launcher's output searched as it arrives, the first answer awaited, and the
 * whole process tree ended afterwards (by pid, whatever is left of it).
 */
import type { ChildProcess } from "node:child_process";
import { createWriteStream } from "node:fs";
import { processTree } from "./dev-clone";
import { PORTS_PER_CHECKOUT } from "./launcher-ports";
import { freePort } from "./ports";
import { portIsFree } from "./postgres-preflight";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** PORT with the next PORTS_PER_CHECKOUT - 1 ports free as well (the launcher takes them all). */
export async function freeLauncherPort(): Promise<number> {
  for (;;) {
    const port = await freePort();
    const rest = Array.from({ length: PORTS_PER_CHECKOUT - 1 }, (_, index) => port + index + 1);
    if (port <= 65535 - PORTS_PER_CHECKOUT && (await Promise.all(rest.map(portIsFree))).every(Boolean)) return port;
  }
}

/** The launcher's output, kept in a log file and searchable as it arrives. */
export function watchOutput(child: ChildProcess, logFile: string) {
  const log = createWriteStream(logFile);
  let text = "";
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      log.write(chunk);
    });
  }
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code) => reject(new Error(`npm run dev exited with ${code}:\n${text.slice(-3000)}`))),
  );
  exited.catch(() => undefined);
  return {
    exited,
    /** Waits for a line matching `pattern`; its groups. */
    match: async (pattern: RegExp): Promise<RegExpExecArray> => {
      for (;;) {
        const found = pattern.exec(text);
        if (found) return found;
        await Promise.race([sleep(200), exited]);
      }
    },
    /** How many lines of the output so far match `pattern` (global). */
    count: (pattern: RegExp) => (text.match(pattern) ?? []).length,
    close: () => log.end(),
  };
}

export async function waitForAnswer(url: string, exited: Promise<never>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(5000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await Promise.race([sleep(250), exited]);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Ends the launcher as Ctrl-C would, then whatever of its tree is left, by pid. */
export async function stopLauncher(child: ChildProcess, roots: () => number[]): Promise<void> {
  const tree = await processTree(roots());
  try {
    process.kill(-child.pid!, "SIGINT");
  } catch {
    // already gone
  }
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && (await processTree(tree.map((info) => info.pid))).length > 0) await sleep(250);
  for (const info of await processTree(tree.map((entry) => entry.pid))) {
    try {
      process.kill(info.pid, "SIGKILL");
    } catch {
      // gone meanwhile
    }
  }
}
