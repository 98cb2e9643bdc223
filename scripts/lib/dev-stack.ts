/**
 * `npm run dev`'s functions (decision 043): the launcher writes one stub per function file into
 * .netlify/dev-functions (dev-functions.ts) for `netlify dev --functions`, and runs the real
 * handlers warm in one process of their own (scripts/dev-handlers.ts under `node --watch`, which
 * restarts it when a file it imported changes). While it runs, a change in functions/ writes the
 * stubs again (a new path or schedule reaches netlify dev), and a function file added or removed
 * restarts the handlers. The handlers wait for `ready` (the database migrated) before they listen.
 */
import { spawn } from "node:child_process";
import { watch, type FSWatcher } from "node:fs";
import { rm, writeFile } from "node:fs/promises";
import { DEV_FUNCTIONS_DIR, FUNCTIONS_DIR, writeDevFunctions } from "./dev-functions";
import { HANDLERS_URL_VARIABLE } from "./dev-forward";
import { recordChild, stopProcessGroup } from "./local-stack";

export interface DevFunctions {
  /** The folder to give `netlify dev --functions`. */
  functionsDir: string;
  /** Variables netlify dev (and so each stub's worker) needs. */
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

export interface DevFunctionsOptions {
  port: number;
  env: NodeJS.ProcessEnv;
  /** Where the handlers' process group is recorded, for a launcher killed with SIGKILL. */
  pidFile: string;
  /** Written once `ready` resolves; the handlers listen only then. */
  readyFile: string;
  ready: Promise<unknown>;
}

export async function startDevFunctions(options: DevFunctionsOptions): Promise<DevFunctions> {
  await rm(options.readyFile, { force: true });
  let names = (await writeDevFunctions()).map((fn) => fn.name).join(" ");
  console.log(`[dev] stub functions in ${DEV_FUNCTIONS_DIR} for ${names}`);
  const startHandlers = async () => {
    // node --watch (not tsx watch): its watching parent is half the size (docs/quality.md, "Local start").
    const child = spawn(process.execPath, ["--watch", "--import", "tsx", "scripts/dev-handlers.ts"], {
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
    await recordChild(options.pidFile, child.pid);
    return child;
  };
  let handlers = await startHandlers();
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
    await stopProcessGroup(handlers.pid);
    handlers = await startHandlers();
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
    env: { [HANDLERS_URL_VARIABLE]: `http://127.0.0.1:${options.port}` },
    stop: async () => {
      watcher?.close();
      clearTimeout(timer);
      await stopProcessGroup(handlers.pid);
      await rm(options.readyFile, { force: true });
    },
  };
}
