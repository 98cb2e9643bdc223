/**
 * `npm run dev` (netlify dev) and `npm run preview` (netlify serve, the production build):
 * starts embedded Postgres unless DATABASE_URL is set, migrates, seeds an empty database,
 * then serves site and functions on http://localhost:8888 (every port follows PORT:
 * lib/launcher-ports.ts). SIGINT/SIGTERM stop everything and keep the data; after a SIGKILL
 * the next start cleans up what was left running.
 *
 * netlify serve builds the site from the database, so it starts once the database is ready;
 * netlify dev needs the database only when asked, so it starts at once, beside it, and serves
 * stub functions whose calls the warm handlers answer (lib/dev-stack.ts, decision 043).
 */
import path from "node:path";
import { mkdir, rm, writeFile } from "node:fs/promises";
import type { EmbeddedServer } from "./lib/embedded-postgres";
import { startDevFunctions, type DevFunctions } from "./lib/dev-stack";
import { assertLauncherPortsFree, launcherPorts } from "./lib/launcher-ports";
import { startLocalRebuilds, type LocalRebuilds } from "./lib/local-rebuild";
import { claimLauncher, localDatabaseUrl, localDataDir, startLocalDatabase } from "./lib/local-database";
import { DEV_WEBHOOK_SECRET } from "./lib/postmark-payloads";
import { StripeStandIn } from "./lib/stripe-stand-in";
import { DEV_STRIPE_SECRET_KEY, DEV_STRIPE_WEBHOOK_SECRET } from "./lib/stripe-payloads";
import { TwilioStandIn, twilioStandInFile } from "./lib/twilio-stand-in";
import { TEST_ACCOUNT_SID, TEST_AUTH_TOKEN, TEST_MESSAGING_SERVICE_SID } from "./lib/twilio-payloads";
import {
  devAdminLine,
  localSessionSecret,
  localVapidKeys,
  prepareDatabase,
  recordChild,
  spawnNetlify,
  stopProcessGroup,
  stopRecordedChild,
} from "./lib/local-stack";

const mode = process.argv[2] === "preview" ? "serve" : "dev";
const DATA_DIR = localDataDir();
const CHILD_PID_FILE = path.join(DATA_DIR, `netlify-${mode}.pid`);
const HANDLERS_PID_FILE = path.join(DATA_DIR, "handlers-dev.pid");
const HANDLERS_READY_FILE = path.join(DATA_DIR, "handlers-dev.ready");
const LAUNCHER_FILE = path.join(DATA_DIR, `${mode}.launcher`);
/** Where the Messages API stand-in listens, for `npm run sms:simulate -- mms` (it serves the texted photo). */
const TWILIO_STAND_IN_FILE = twilioStandInFile(DATA_DIR);

let claimed = false;
let childPid: number | undefined;
let database: EmbeddedServer | undefined;
let rebuilds: LocalRebuilds | undefined;
let devFunctions: DevFunctions | undefined;
let stripeStandIn: StripeStandIn | undefined;
let twilioStandIn: TwilioStandIn | undefined;
let stopping = false;

/** Stops the servers once (a signal and the child's exit can both ask), keeping the data. */
async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log("\n[dev] stopping…");
  await rebuilds?.stop();
  await stopProcessGroup(childPid);
  await devFunctions?.stop();
  await stripeStandIn?.stop();
  await twilioStandIn?.stop();
  await rm(CHILD_PID_FILE, { force: true });
  await rm(HANDLERS_PID_FILE, { force: true });
  await rm(LAUNCHER_FILE, { force: true });
  await rm(TWILIO_STAND_IN_FILE, { force: true });
  await database?.stop().catch((error: unknown) => console.error("[db] stop failed:", error));
  process.exit(code);
}

/** The database started (embedded unless DATABASE_URL is set), migrated and seeded when empty. */
async function readyDatabase(env: NodeJS.ProcessEnv, isLocalDatabase: boolean) {
  if (isLocalDatabase) {
    database = await startLocalDatabase();
    if (database.url !== env.DATABASE_URL)
      throw new Error(`the embedded Postgres came up on ${database.url}, not ${env.DATABASE_URL}: start again`);
    console.log(`[db] embedded Postgres on ${database.url}`);
  }
  return prepareDatabase(env.DATABASE_URL!, { withDevAdmin: isLocalDatabase });
}

async function main(): Promise<void> {
  await mkdir(DATA_DIR, { recursive: true });
  // A second launcher would stop the first one's servers below: only a launcher that is gone is cleaned up after.
  const running = await claimLauncher(LAUNCHER_FILE);
  if (running)
    throw new Error(`npm run ${process.argv[2] ?? "dev"} is already running (pid ${running.pid}): stop it first`);
  claimed = true;
  await stopRecordedChild(CHILD_PID_FILE);
  if (mode === "dev") await stopRecordedChild(HANDLERS_PID_FILE);
  const ports = launcherPorts(process.env);
  await assertLauncherPortsFree(mode, ports);
  const env: NodeJS.ProcessEnv = { ...process.env };
  const isLocalDatabase = !env.DATABASE_URL;
  if (isLocalDatabase) env.DATABASE_URL = await localDatabaseUrl();
  env.SESSION_SECRET ??= await localSessionSecret(DATA_DIR);
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) {
    const vapid = await localVapidKeys(DATA_DIR);
    env.VAPID_PUBLIC_KEY = vapid.publicKey;
    env.VAPID_PRIVATE_KEY = vapid.privateKey;
  }
  env.SITE_URL ??= `http://localhost:${ports.site}`;
  // Postmark webhooks locally (decision 038): dev credentials with the embedded database, for npm run mail:simulate.
  if (isLocalDatabase) env.POSTMARK_WEBHOOK_SECRET ??= DEV_WEBHOOK_SECRET;
  // Stripe locally (decision 046): without a key of your own, the stand-in answers the Stripe client and its
  // checkout page posts signed events to the local webhook; nothing reaches Stripe.
  if (isLocalDatabase && !env.STRIPE_SECRET_KEY) {
    stripeStandIn = await new StripeStandIn({
      webhookUrl: `http://localhost:${ports.site}/api/webhooks/stripe`,
      webhookSecret: DEV_STRIPE_WEBHOOK_SECRET,
    }).start();
    Object.assign(env, {
      STRIPE_SECRET_KEY: DEV_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: DEV_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: stripeStandIn.base,
    });
  }

  // Texting locally (issue 32, decision 047): without an account of your own, the Messages API stand-in records
  // every text (GET /__texts) and npm run sms:simulate posts signed requests to the local webhooks.
  if (isLocalDatabase && !env.TWILIO_ACCOUNT_SID) {
    twilioStandIn = new TwilioStandIn();
    await twilioStandIn.start();
    Object.assign(env, {
      TWILIO_ACCOUNT_SID: TEST_ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: TEST_AUTH_TOKEN,
      TWILIO_MESSAGING_SERVICE_SID: TEST_MESSAGING_SERVICE_SID,
      TWILIO_API_BASE: twilioStandIn.base(),
    });
    await writeFile(TWILIO_STAND_IN_FILE, twilioStandIn.base());
  }

  const ready = readyDatabase(env, isLocalDatabase);
  ready.catch(() => undefined); // awaited below
  if (mode === "serve") await ready;
  else {
    devFunctions = await startDevFunctions({
      port: ports.handlers,
      functionsPort: ports.functions,
      env,
      ready,
      pidFile: HANDLERS_PID_FILE,
      readyFile: HANDLERS_READY_FILE,
    });
  }
  const child = spawnNetlify({
    mode,
    port: ports.site,
    functionsPort: ports.functions,
    ...(devFunctions
      ? { appPort: ports.app, functionsDir: devFunctions.functionsDir }
      : { staticServerPort: ports.app }),
    env: { ...env, ...devFunctions?.env },
  });
  childPid = child.pid;
  await recordChild(CHILD_PID_FILE, child.pid);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => void shutdown(0));
  child.on("exit", (code) => void shutdown(code ?? 1));
  const { seeded, devAdmin } = await ready;
  // Publishing rebuilds the local site (decision 036e); never against a shared DATABASE_URL, whose
  // pending rebuild belongs to the deployed site's build hook.
  if (isLocalDatabase) rebuilds = startLocalRebuilds({ mode, databaseUrl: env.DATABASE_URL!, env });

  console.log(`
[dev] ${mode === "dev" ? "development server" : "production preview"} starting on http://localhost:${ports.site} (functions ${ports.functions}, ${mode === "dev" ? `astro dev ${ports.app}, function handlers ${ports.handlers}` : `static server ${ports.app}`})
[dev] database: ${isLocalDatabase ? "embedded Postgres" : "DATABASE_URL"}${seeded ? " (seeded just now)" : ""}
${devAdmin ? `[dev] admin sign-in: http://localhost:${ports.site}/api/login  ${devAdminLine(devAdmin)}\n` : ""}${env.POSTMARK_WEBHOOK_SECRET ? `[dev] Postmark webhooks: POST http://localhost:${ports.site}/api/webhooks/postmark  (Basic ${env.POSTMARK_WEBHOOK_SECRET === DEV_WEBHOOK_SECRET ? DEV_WEBHOOK_SECRET : "POSTMARK_WEBHOOK_SECRET"}; try npm run mail:simulate)\n` : ""}${stripeStandIn ? `[dev] Stripe stand-in on ${stripeStandIn.base}: POST http://localhost:${ports.site}/api/webhooks/stripe (try npm run stripe:simulate)\n` : ""}${twilioStandIn ? `[dev] Twilio stand-in on ${twilioStandIn.base()} (GET /__texts): POST http://localhost:${ports.site}/api/webhooks/twilio/inbound (try npm run sms:simulate)\n` : ""}`);
}

main().catch(async (error: unknown) => {
  console.error("[dev] failed to start:", error instanceof Error ? error.message : error);
  // What this launcher started is stopped; another live launcher's files are left alone.
  if (claimed) await shutdown(1);
  process.exit(1);
});
