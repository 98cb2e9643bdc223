/**
 * The end-to-end suite's warm stack: a throw-away database (migrated, seeded), the production
 * build of the site made from it with `astro build` (as netlify serve's build step runs it), and
 * scripts/serve-site.ts serving dist/ and the functions on one port, each function imported once.
 * `netlify serve` itself is started for the platform checks only (production-stack.ts).
 */
import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { writeDistStamp } from "./dist-stamp";
import { freePort } from "./ports";
import { localRuntimeEnv, waitForHttp } from "./local-stack";
import { startOnThrowAwayDatabase, type ProductionStack, type ProductionStackOptions } from "./production-stack";

function run(command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const log = createWriteStream(logFile);
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolve()
        : void readFile(logFile, "utf8").then((text) =>
            reject(new Error(`${command} ${args.join(" ")} exited with ${code}:\n${text.slice(-3000)}`)),
          ),
    );
  });
}

export interface WarmStackOptions extends ProductionStackOptions {
  /** Where the server's output (one line per function call) goes; the stack's folder by default. */
  logFile?: string;
}

export function startWarmStack(options: WarmStackOptions): Promise<ProductionStack> {
  return startOnThrowAwayDatabase(options, async (database, track) => {
    const port = await freePort();
    const baseUrl = `http://localhost:${port}`;
    const env = { ...localRuntimeEnv(database.url, baseUrl, options.env), NETLIFY_DEV: "true", PORT: String(port) };
    console.log(`[stack] building the site into dist/ …`);
    await run(path.resolve("node_modules/.bin/astro"), ["build"], env, path.join(database.dir, "build.log"));
    // The platform e2e run serves this build as netlify serve's while the stamp holds (dist-stamp.ts).
    await writeDistStamp(env);
    const logFile = options.logFile ?? path.join(database.dir, "site.log");
    const log = createWriteStream(logFile);
    const child = spawn(path.resolve("node_modules/.bin/tsx"), ["scripts/serve-site.ts"], {
      env,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    track(child.pid);
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    const exited = new Promise<never>((_, reject) =>
      child.once("exit", (code) => reject(new Error(`the site server exited with ${code} before answering`))),
    );
    try {
      await Promise.race([waitForHttp(`${baseUrl}/api/health`, 120_000), exited]);
    } catch (error) {
      console.error((await readFile(logFile, "utf8")).slice(-3000));
      throw error;
    } finally {
      exited.catch(() => undefined);
    }
    console.log(`[stack] the build and the functions on ${baseUrl}`);
    return baseUrl;
  });
}
