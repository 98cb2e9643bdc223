/**
 * Load test of the lead endpoints (not part of `npm test`): CLIENTS concurrent clients send TOTAL
 * submissions, half contact and half quote, to a running server, a tenth of them sent twice with
 * the same Idempotency-Key as a double submit would. Then the database is checked: every 201 is a
 * row, no submission is stored twice, no 5xx. Prints throughput and p50/p95/p99 latency.
 *
 *   DATABASE_URL=postgres://… npx tsx scripts/load-leads.ts http://localhost:8803 [total] [clients]
 *
 * The server must run with the per-IP limit raised (e.g. LEAD_RATE_LIMIT=1000000), since every
 * request comes from this machine's one IP; with the default limit the run reports 429s instead.
 * `npm run preview` (netlify-cli's local function emulator) manages about 1 request/s, so it
 * measures the emulator; scripts/serve-functions.ts serves the same handlers on plain node:http.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";

const baseUrl = process.argv[2];
const total = Number(process.argv[3] ?? 5000);
const clients = Number(process.argv[4] ?? 50);
const databaseUrl = process.env.DATABASE_URL;
if (!baseUrl || !databaseUrl || !Number.isInteger(total) || !Number.isInteger(clients)) {
  console.error("usage: DATABASE_URL=postgres://… tsx scripts/load-leads.ts <base-url> [total=5000] [clients=50]");
  process.exit(2);
}

const runId = `load${Date.now().toString(36)}`;
const DUPLICATE_EVERY = 10;

interface Submission {
  kind: "contact" | "quote";
  email: string;
  key: string;
  body: Record<string, unknown>;
}

function submission(index: number): Submission {
  const kind = index % 2 === 0 ? "contact" : "quote";
  const email = `${runId}-${index}@load.example.com`;
  const common = { firstName: "Load", lastName: "Client", email, phone: "973-555-0142", formFillMs: 20_000 };
  const body =
    kind === "contact"
      ? { ...common, serviceType: "Repair & Maintenance", message: `Load test submission ${index} of run ${runId}.` }
      : {
          ...common,
          address: `${index} Slate Lane`,
          city: "Morristown",
          state: "NJ",
          zipCode: "07960",
          projectType: "repair",
          description: `Load test submission ${index} of run ${runId}.`,
        };
  return { kind, email, key: randomUUID(), body };
}

interface Result {
  submission: Submission;
  status: number;
  ms: number;
  id?: number;
}

async function send(item: Submission): Promise<Result> {
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}/api/${item.kind === "contact" ? "contact" : "quotes"}`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": item.key },
      body: JSON.stringify(item.body),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    const id = response.status === 201 ? (JSON.parse(text) as { id: number }).id : undefined;
    return { submission: item, status: response.status, ms, id };
  } catch {
    return { submission: item, status: 0, ms: performance.now() - started };
  }
}

/** Connects once the database accepts connections again, retrying until the deadline. */
async function connectWhenReady(url: string, timeoutMs: number): Promise<pg.Client> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    client.on("error", () => undefined); // a failed attempt is retried below
    try {
      await client.connect();
      await client.query("select 1");
      return client;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw error;
      console.log(`[verify] waiting for the database: ${error instanceof Error ? error.message : String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function main() {
  // The work list: every submission once, and every tenth a second time (a double submit).
  const distinct = Math.ceil((total * DUPLICATE_EVERY) / (DUPLICATE_EVERY + 1));
  const submissions = Array.from({ length: distinct }, (_, index) => submission(index));
  const work = submissions
    // Pairs (contact, quote) so both endpoints get doubles.
    .flatMap((item, index) => (Math.floor(index / 2) % DUPLICATE_EVERY === 0 ? [item, item] : [item]))
    .slice(0, total);

  console.log(
    `[load] ${work.length} requests (${submissions.length} distinct submissions) from ${clients} clients to ${baseUrl}`,
  );
  const results: Result[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let index = next++; index < work.length; index = next++) results.push(await send(work[index]!));
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const statuses = new Map<number, number>();
  for (const result of results) statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
  const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
  console.log(
    `[load] statuses: ${[...statuses].map(([status, count]) => `${status || "network error"}×${count}`).join(", ")}`,
  );
  console.log(`[load] throughput: ${(results.length / seconds).toFixed(1)} requests/s over ${seconds.toFixed(1)} s`);
  console.log(
    `[load] latency ms: p50 ${percentile(latencies, 50).toFixed(1)}, p95 ${percentile(latencies, 95).toFixed(1)}, p99 ${percentile(latencies, 99).toFixed(1)}, max ${latencies.at(-1)?.toFixed(1)}`,
  );

  // Verification against the database, which may still be restarting after a fault run.
  const client = await connectWhenReady(databaseUrl!, 60_000);
  const problems: string[] = [];
  try {
    for (const [kind, table] of [
      ["contact", "contact_submissions"],
      ["quote", "quotes"],
    ] as const) {
      const rows = (
        await client.query<{ id: number; email: string }>(`select id, email from ${table} where email like $1`, [
          `${runId}-%`,
        ])
      ).rows;
      const idsByEmail = new Map<string, number[]>();
      for (const row of rows) idsByEmail.set(row.email, [...(idsByEmail.get(row.email) ?? []), row.id]);
      const duplicated = [...idsByEmail].filter(([, ids]) => ids.length > 1);
      if (duplicated.length) problems.push(`${table}: ${duplicated.length} submissions stored more than once`);

      const accepted = results.filter((result) => result.submission.kind === kind && result.status === 201);
      for (const result of accepted) {
        const stored = idsByEmail.get(result.submission.email);
        if (!stored?.includes(result.id!)) problems.push(`${table}: 201 id ${result.id} has no row`);
      }
      const acceptedEmails = new Set(accepted.map((result) => result.submission.email));
      const unanswered = rows.filter((row) => !acceptedEmails.has(row.email)).length;
      console.log(
        `[verify] ${table}: ${rows.length} rows for ${acceptedEmails.size} accepted submissions (${accepted.length} 201 answers)${unanswered ? `, ${unanswered} rows whose request got no 201` : ""}`,
      );
      const replayedIdsDiffer = accepted.filter(
        (result) => accepted.find((other) => other.submission.key === result.submission.key)!.id !== result.id,
      );
      if (replayedIdsDiffer.length) problems.push(`${table}: a repeated key answered with a different id`);
    }
  } finally {
    await client.end();
  }
  const count = (test: (status: number) => boolean) => results.filter((result) => test(result.status)).length;
  const unavailable = count((status) => status === 503);
  const otherErrors = count((status) => status >= 500 && status !== 503);
  const unanswered = count((status) => status === 0);
  if (unavailable + otherErrors + unanswered)
    problems.push(`${unavailable} answered 503, ${otherErrors} other 5xx, ${unanswered} got no answer`);

  if (problems.length) {
    console.error(`[verify] FAILED:\n  ${problems.slice(0, 20).join("\n  ")}`);
    process.exit(1);
  }
  console.log("[verify] OK: every 201 is a row, no submission stored twice, no 5xx");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
