/**
 * `npm run dev`'s functions (decision 043): the launcher writes one stub per function file into
 * .netlify/dev-functions (dev-functions.ts) for `netlify dev --functions`, and runs the real
 * handlers warm in one process of their own (scripts/dev-handlers.ts under `tsx watch`, restarted
 * on every edit of a file it imports or of functions/). While it runs, a change in functions/
 * writes the stubs again, so a new path or schedule reaches netlify dev as well.
 */
import { spawn } from "node:child_process";
import { watch, type FSWatcher } from "node:fs";
import path from "node:path";
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

export async function startDevFunctions(options: {
  port: number;
  env: NodeJS.ProcessEnv;
  pidFile: string;
}): Promise<DevFunctions> {
  const functions = await writeDevFunctions();
  console.log(
    `[dev] ${functions.length} stub functions in ${DEV_FUNCTIONS_DIR}, the handlers warm on port ${options.port}`,
  );
  const tsx = path.resolve("node_modules/.bin/tsx");
  const child = spawn(
    tsx,
    ["watch", "--clear-screen=false", "--include", `${FUNCTIONS_DIR}/*`, "scripts/dev-handlers.ts"],
    {
      env: { ...options.env, DEV_HANDLERS_PORT: String(options.port), NETLIFY_DEV: "true", CONTEXT: "dev" },
      stdio: ["ignore", "inherit", "inherit"],
      // Its own process group, stopped with netlify dev's (and after a SIGKILLed launcher, by the pid file).
      detached: true,
    },
  );
  await recordChild(options.pidFile, child.pid);
  let watcher: FSWatcher | undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    watcher = watch(FUNCTIONS_DIR, () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        writeDevFunctions().catch((error: unknown) => console.error("[dev] the stub functions:", String(error)));
      }, 200);
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
      await stopProcessGroup(child.pid);
    },
  };
}
