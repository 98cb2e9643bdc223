/**
 * `npm run dev`'s functions (decision 043): the launcher writes one stub per function file into
 * .netlify/dev-functions (dev-functions.ts) for `netlify dev --functions`, and runs the real
 * handlers warm in one process of their own (scripts/dev-handlers.ts), which ends itself when a file
 * it imported changes (dev-watch.mjs) and is started again here. While it runs, a change in
 * functions/ writes the stubs again (a new path or schedule reaches netlify dev), and a function
 * file added or removed restarts the handlers. They listen once `ready` (the database migrated).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { watch, type FSWatcher } from "node:fs";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { DEV_FUNCTIONS_DIR, FUNCTIONS_DIR, isScheduled, writeDevFunctions } from "./dev-functions";
import { HANDLERS_URL_VARIABLE } from "./dev-hop.mjs";
import { FUNCTIONS_PORT_VARIABLE, WARM_FUNCTIONS_VARIABLE } from "./dev-warm-calls.mjs";
import { DEV_NODE_FLAGS, recordChild, stopProcessGroup } from "./local-stack";

/** The exit code of handlers that ask to be started again (dev-watch.mjs: a file they imported changed). */
export const RESTART_EXIT_CODE = 75;
/** How long a handler process that failed (not restarting for an edit) is left down before a new start. */
const RESTART_AFTER_FAILURE_MS = 5000;

export interface DevFunctions {
  /** The folder to give `netlify dev --functions`. */
  functionsDir: string;
  /**
   * Variables netlify dev (and so each stub's worker) needs: where the handlers listen, and for
   * netlify-dev-warm-calls.mjs the functions whose calls go there directly and netlify-cli's functions port.
   */
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

export interface DevFunctionsOptions {
  /** The handlers' port (PORT+3). */
  port: number;
  /** netlify dev's functions port (PORT+1), whose calls netlify-dev-warm-calls.mjs hands on. */
  functionsPort: number;
  env: NodeJS.ProcessEnv;
  /** Where the handlers' process group is recorded, for a launcher killed with SIGKILL. */
  pidFile: string;
  /** Written once `ready` resolves; the handlers listen only then. */
  readyFile: string;
  ready: Promise<unknown>;
}

export async function startDevFunctions(options: DevFunctionsOptions): Promise<DevFunctions> {
  await rm(options.readyFile, { force: true });
  const functions = await writeDevFunctions();
  let names = functions.map((fn) => fn.name).join(" ");
  // Fixed for this netlify dev: a function added while it runs is called through its stub's worker.
  const warm = functions.filter((fn) => !isScheduled(fn)).map((fn) => fn.name);
  console.log(`[dev] stub functions in ${DEV_FUNCTIONS_DIR} for ${names}; warm calls for ${warm.join(" ")}`);
  const watcherUrl = pathToFileURL(path.resolve("scripts/lib/dev-watch.mjs")).href;
  let current: ChildProcess | undefined;
  let stopped = false;

  const startHandlers = async (): Promise<void> => {
    const args = [...DEV_NODE_FLAGS, "--import", "tsx", "--import", watcherUrl, "scripts/dev-handlers.ts"];
    const child = spawn(process.execPath, args, {
      env: {
        ...options.env,
        DEV_HANDLERS_PORT: String(options.port),
        DEV_HANDLERS_READY_FILE: options.readyFile,
        NETLIFY_DEV: "true",
        CONTEXT: "dev",
      },
      stdio: ["ignore", "inherit", "inherit"],
      // Its own process group, stopped with netlify dev's (and after a SIGKILLed launcher, by the pid file).
      detached: true,
    });
    current = child;
    child.once("exit", (code) => {
      if (stopped || current !== child) return;
      if (code === RESTART_EXIT_CODE) return void startHandlers();
      console.error(`[dev] the function handlers exited (${code}): starting them again in 5 s`);
      setTimeout(() => void (!stopped && current === child && startHandlers()), RESTART_AFTER_FAILURE_MS);
    });
    await recordChild(options.pidFile, child.pid);
  };
  const restartHandlers = async () => {
    const old = current;
    current = undefined;
    await stopProcessGroup(old?.pid);
    await startHandlers();
  };

  await startHandlers();
  void options.ready.then(
    () => writeFile(options.readyFile, String(process.pid)),
    () => undefined,
  );

  let watcher: FSWatcher | undefined;
  let timer: NodeJS.Timeout | undefined;
  const refresh = async () => {
    const now = (await writeDevFunctions()).map((fn) => fn.name).join(" ");
    if (now === names) return;
    names = now;
    console.log(`[dev] the functions are now ${names}: restarting the handlers`);
    await restartHandlers();
  };
  try {
    watcher = watch(FUNCTIONS_DIR, () => {
      clearTimeout(timer);
      timer = setTimeout(() => void refresh().catch((error: unknown) => console.error("[dev]", String(error))), 200);
    });
  } catch {
    // No watching on this file system: the stubs are written again at the next start.
  }
  return {
    functionsDir: DEV_FUNCTIONS_DIR,
    env: {
      [HANDLERS_URL_VARIABLE]: `http://127.0.0.1:${options.port}`,
      [WARM_FUNCTIONS_VARIABLE]: warm.join(","),
      [FUNCTIONS_PORT_VARIABLE]: String(options.functionsPort),
    },
    stop: async () => {
      stopped = true;
      watcher?.close();
      clearTimeout(timer);
      await stopProcessGroup(current?.pid);
      await rm(options.readyFile, { force: true });
    },
  };
}
