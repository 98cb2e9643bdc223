/**
 * `npm run bench` section "reports": the numbers page's API (GET /api/admin/reports, the one call
 * the page makes) on 50,000 leads over five years (scripts/lib/lead-history.ts) in a throw-away
 * embedded database, migrated as production is, so the report indexes are there. Each period the
 * page offers is read sequentially by a signed-in admin over loopback to the handler served on
 * node:http (decision 011): p50/p95/max of the response, and of the handler alone.
 * The target (issue 23): p95 ≤ 300 ms. Decision 042 has the query plans.
 */
import os from "node:os";
import { sql } from "kysely";
import { hashPassword } from "../../src/server/auth/password";
import { SESSION_COOKIE } from "../../src/server/auth/session-policy";
import { startSession } from "../../src/server/auth/sessions.service";
import { closeDatabases, createDb } from "../../src/server/db/client";
import { resetEnvForTests } from "../../src/server/env";
import { ms, percentile, table } from "./bench-format";
import { loadFunctionModules, serveFunctions, withTimedHandler } from "./function-routes";
import { insertLeadHistory } from "./lead-history";
import { prepareDatabase } from "./local-stack";
import { startThrowAwayDatabase } from "./production-stack";

const LEADS = Number(process.env.BENCH_REPORT_LEADS ?? 50_000);
const YEARS = 5;
const READS = 40;
const WARM_UP = 5;
const TARGET_P95_MS = 300;
const ADMIN = { email: "bench-reports@alpine.test", password: "a long bench passphrase" };

/** The periods the page offers; custom as the longest one allowed (five years, plus five before it). */
function queries(now: Date): { name: string; query: string }[] {
  const today = now.toISOString().slice(0, 10);
  const fiveYearsAgo = `${Number(today.slice(0, 4)) - 5}${today.slice(4)}`;
  return [
    { name: "this month", query: "" },
    { name: "last 90 days", query: "?period=90d" },
    { name: "this year", query: "?period=year" },
    { name: "custom, 5 years", query: `?period=custom&from=${fiveYearsAgo}&to=${today}` },
  ];
}

export async function reportsBenchmarks(report: Record<string, unknown>) {
  const database = await startThrowAwayDatabase("bench-reports");
  process.env.DATABASE_URL = database.url;
  process.env.SESSION_SECRET ??= "local-measurement-secret-at-least-32-bytes";
  const db = createDb(database.url, "pg");
  const served: { close?: () => Promise<void> } = {};
  try {
    await prepareDatabase(database.url, { withDevAdmin: false });
    const seeding = performance.now();
    const counts = await insertLeadHistory(db, { leads: LEADS, years: YEARS });
    await sql`analyze contact_submissions, quotes, proposals`.execute(db);
    const seedSeconds = (performance.now() - seeding) / 1000;
    await db
      .insertInto("users")
      .values({
        email: ADMIN.email,
        firstName: "Bench",
        lastName: "Admin",
        isAdmin: true,
        passwordHash: await hashPassword(ADMIN.password),
      })
      .execute();

    const { modules, timing } = withTimedHandler(await loadFunctionModules("functions"), "/api/admin/reports");
    timing.recording = true;
    const { handlerTimes } = timing;
    const direct = await serveFunctions(modules);
    served.close = direct.close;
    process.env.SITE_URL = direct.url;
    resetEnvForTests();
    // A session as sign-in starts one (the node:http harness keeps one Set-Cookie per response).
    const admin = await db.selectFrom("users").selectAll().where("email", "=", ADMIN.email).executeTakeFirstOrThrow();
    const session = await startSession(db, admin, { ip: "127.0.0.1", userAgent: "bench", deviceToken: undefined });
    const cookie = `${SESSION_COOKIE}=${session.token}`;

    const rows: string[][] = [];
    const results: Record<string, unknown>[] = [];
    let firstRead: number | undefined;
    for (const { name, query } of queries(new Date())) {
      const read = async () => {
        const started = performance.now();
        const response = await fetch(`${direct.url}/api/admin/reports${query}`, { headers: { cookie } });
        const body = await response.text();
        if (response.status !== 200) throw new Error(`${name}: answered ${response.status} ${body.slice(0, 200)}`);
        return performance.now() - started;
      };
      // The very first read measures every answered lead's response time once (decision 042).
      firstRead ??= await read();
      for (let warm = 0; warm < WARM_UP; warm++) await read();
      handlerTimes.length = 0;
      const times: number[] = [];
      for (let index = 0; index < READS; index++) times.push(await read());
      const figures = {
        period: name,
        reads: READS,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        max: Math.max(...times),
        handler: { p50: percentile(handlerTimes, 50), p95: percentile(handlerTimes, 95) },
      };
      results.push(figures);
      rows.push([
        name,
        String(READS),
        ms(figures.p50),
        ms(figures.p95),
        ms(figures.max),
        `${ms(figures.handler.p50)} / ${ms(figures.handler.p95)}`,
        figures.p95 <= TARGET_P95_MS ? "yes" : "NO",
      ]);
    }
    const load = os.loadavg().map((value) => value.toFixed(1));
    report.reports = { leads: counts, seedSeconds, firstReadMs: firstRead, loadAverage: load, results };
    console.log(
      `\nReports API (GET /api/admin/reports, one admin reading sequentially; ${counts.contacts} contacts + ` +
        `${counts.quotes} quotes over ${YEARS} years, ${counts.proposals} proposals, seeded in ${seedSeconds.toFixed(1)} s;` +
        ` target p95 ≤ ${TARGET_P95_MS} ms; load average ${load.join(" ")} on ${os.cpus().length} CPUs: figures scale with it)\n`,
    );
    console.log(
      `The first read after the history was loaded took ${ms(firstRead ?? 0)} ms: it measured every answered lead's ` +
        `time to first response once (stored; later reads measure only the leads answered since).\n`,
    );
    console.log(table(["Period", "Reads", "p50 ms", "p95 ms", "max ms", "handler p50/p95 ms", "≤ 300 ms"], rows));
  } finally {
    await served.close?.();
    await db.destroy();
    await closeDatabases();
    await database.stop();
  }
}
