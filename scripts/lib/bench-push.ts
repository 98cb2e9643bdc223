/**
 * `npm run bench` section "push" (issue 22, decision 039): time from a lead stored to its alert's
 * push request reaching the push service. Contacts are posted through POST /api/contact (the
 * functions served on node:http, after-response work run as Netlify's waitUntil runs it) by
 * concurrent clients, each with a genuine form token; two devices with alerts on point at a local
 * HTTPS push service (scripts/lib/push-receiver.ts), which decrypts every request. "Stored" is the
 * lead's created_at (the database clock, this machine); "sent" is when the request arrived.
 */
import { closeDatabases, createDb } from "../../src/server/db/client";
import { resetEnvForTests } from "../../src/server/env";
import { issueFormToken } from "../../src/server/intake/form-token";
import { upsertDevice } from "../../src/server/alerts/devices.repository";
import { ALERT_CHOICES } from "../../src/shared/alerts";
import { ms, percentile, table } from "./bench-format";
import { loadFunctionModules, serveFunctions } from "./function-routes";
import { prepareDatabase } from "./local-stack";
import { startThrowAwayDatabase } from "./production-stack";
import { PushReceiver, trustReceiverCertificate, useVapidKeys } from "./push-receiver";

const LEADS = 200;
const CLIENTS = 10;
const DEVICES = 2;
const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) bench/push";

async function postLead(origin: string, n: number): Promise<void> {
  const response = await fetch(`${origin}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, "user-agent": USER_AGENT },
    body: JSON.stringify({
      firstName: "Bench",
      lastName: "Mark",
      email: `bench-push-${n}@example.com`,
      phone: "973-555-0100",
      serviceType: n % 10 === 0 ? "Emergency Repair" : "Repair & Maintenance",
      message: "Benchmark request from npm run bench: please ignore.",
      website: "",
      formToken: await issueFormToken(Date.now() - 60_000, { userAgent: USER_AGENT }),
    }),
  });
  if (response.status !== 201)
    throw new Error(`POST /api/contact answered ${response.status}: ${await response.text()}`);
}

export async function pushBenchmarks(report: Record<string, unknown>): Promise<void> {
  const database = await startThrowAwayDatabase("bench-push");
  const receiver = new PushReceiver();
  const db = createDb(database.url, "pg");
  const served: { close?: () => Promise<void> } = {};
  try {
    process.env.DATABASE_URL = database.url;
    process.env.SESSION_SECRET ??= "local-measurement-secret-at-least-32-bytes";
    process.env.LEAD_RATE_LIMIT = "100000";
    await prepareDatabase(database.url, { withDevAdmin: false });
    trustReceiverCertificate();
    await receiver.start();
    await useVapidKeys("mailto:bench@alpine.test");
    const direct = await serveFunctions(await loadFunctionModules("functions"));
    served.close = direct.close;
    process.env.SITE_URL = direct.url;
    resetEnvForTests();

    const owner = await db
      .insertInto("users")
      .values({ email: "bench-push@alpine.test", isAdmin: true })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (let device = 0; device < DEVICES; device++) {
      const subscription = receiver.subscription();
      await upsertDevice(db, {
        userId: owner.id,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        label: `Bench device ${device + 1}`,
        choices: [...ALERT_CHOICES],
      });
    }

    // The outbox logs every business notification it holds (no Postmark token here): not a figure.
    const info = console.info;
    console.info = () => undefined;
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        for (let n = next++; n < LEADS; n = next++) await postLead(direct.url, n);
      }),
    );
    const postedSeconds = (performance.now() - started) / 1000;
    await receiver.waitFor(LEADS * DEVICES, 120_000);
    console.info = info;

    const leads = await db.selectFrom("contactSubmissions").select(["id", "createdAt"]).execute();
    const storedAt = new Map(leads.map((lead) => [`/admin/contacts/${lead.id}`, lead.createdAt.getTime()]));
    const latencies = receiver.requests.map((request) => {
      const url = (JSON.parse(request.payload ?? "{}") as { url?: string }).url ?? "";
      const stored = storedAt.get(url);
      if (stored === undefined)
        throw new Error(`a push for an unknown lead: ${url} (${request.decryptError ?? "decrypted"})`);
      return request.receivedAt - stored;
    });
    const figures = {
      leads: LEADS,
      devices: DEVICES,
      clients: CLIENTS,
      pushes: latencies.length,
      leadsPerSecond: LEADS / postedSeconds,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: Math.max(...latencies),
      within60s: latencies.filter((latency) => latency < 60_000).length,
    };
    report.push = figures;
    console.log(
      `\nLead stored → push request at the push service (${LEADS} contacts from ${CLIENTS} concurrent clients,` +
        ` ${figures.leadsPerSecond.toFixed(1)} leads/s; ${DEVICES} devices each; local HTTPS push service, payload decrypted)\n`,
    );
    console.log(
      table(
        ["Pushes", "p50 ms", "p95 ms", "p99 ms", "max ms", "within 60 s"],
        [
          [
            String(figures.pushes),
            ms(figures.p50),
            ms(figures.p95),
            ms(figures.p99),
            ms(figures.max),
            `${figures.within60s}/${figures.pushes}`,
          ],
        ],
      ),
    );
  } finally {
    await served.close?.();
    await receiver.stop();
    await db.destroy();
    await closeDatabases();
    await database.stop();
  }
}
