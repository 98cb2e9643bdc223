/**
 * `npm run bench` section "proposal": the customer's proposal page (GET /proposal/{token},
 * functions/customer.mts) under 50 concurrent readers, its handler served on node:http as the HTTP
 * section serves the others (decision 011). The data is made as the console makes it: a quote, and
 * a three-option proposal of twelve line items created, saved and sent through the proposal
 * services, on a throw-away seeded database; the readers then open the link the send produced.
 *
 * The page counts 120 requests per network per 10 minutes (proposal-rate-limit.ts). The limit is
 * left as it is: each reader connects from its own loopback address (127.1.x.y), which the handler
 * sees as `context.ip`, and moves to a fresh one before its address reaches the limit, so readers
 * count as separate households do. A refused read would show as a failure.
 */
import http from "node:http";
import { closeDatabases, createDb } from "../../src/server/db/client";
import type { Db } from "../../src/server/db/schema";
import { resetEnvForTests } from "../../src/server/env";
import { businessDay } from "../../src/server/periods/business-day";
import { createProposal, saveProposal } from "../../src/server/proposals/proposals.service";
import { sendProposal } from "../../src/server/flows/proposals/proposal-send.service";
import { PROPOSAL_RATE_LIMIT } from "../../src/server/proposals/proposal-rate-limit";
import { insertQuote } from "../../src/server/quotes/quotes.repository";
import type { ProposalContentInput } from "../../src/shared/schemas/proposal";
import { kb, ms, percentile, table } from "./bench-format";
import { warmCalls } from "./bench-warm-calls";
import { bookingLinkPath, leadToken } from "../../src/server/booking/booking-token";
import { SAMPLE_QUOTE } from "./sample-quote";
import { DEMO_CONTRACT_SETTINGS, setContractSettings } from "../../src/server/settings/contract-settings";
import { loadFunctionModules, serveFunctions, withTimedHandler } from "./function-routes";
import { prepareDatabase } from "./local-stack";
import { startThrowAwayDatabase } from "./production-stack";

const READERS = 50;
/** Requests one address makes before its reader moves on: below the limit, so no read is refused. */
const READS_PER_ADDRESS = PROPOSAL_RATE_LIMIT.max.network() - 20;
const REQUEST_TIMEOUT_MS = 20_000;

/** Three options of four lines each, as an owner would price a slate valley repair. */
function proposalContent(): ProposalContentInput {
  const option = (title: string, relayCents: number, flashing: string) => ({
    title,
    description: `${title}, Buckingham slate to match the existing roof.`,
    lineItems: [
      { description: "Scaffold, protection and set-up", quantity: 1, unit: "lot", unitPriceCents: 185_000 },
      { description: "Strip and relay slate", quantity: 12.5, unit: "sq", unitPriceCents: relayCents },
      { description: flashing, quantity: 64, unit: "ft", unitPriceCents: 4_200 },
      { description: "Haul-away and clean-up", quantity: 1, unit: "lot", unitPriceCents: 45_000 },
    ],
  });
  return {
    coverNote: "Thank you for showing us the roof.\n\nHere are three ways to stop the valley leaks.",
    sections: [
      { heading: "About the work", body: "We work from scaffold and protect the gardens." },
      { heading: "Schedule", body: "About two weeks on site, weather permitting." },
    ],
    options: [
      option("Repair the valleys", 33_300, "Lead-coated copper valley liner"),
      option("Re-flash and repair", 123_400, "16 oz copper valleys and step flashing"),
      option("Full strip and relay", 250_000, "16 oz copper throughout"),
    ],
    discount: { kind: "percent", basisPoints: 500 },
    taxRateMillipercent: 6625,
    deposit: { kind: "percent", basisPoints: 3000 },
    validUntil: businessDay(new Date(), 30),
    terms: "Deposit on signing, balance on completion.",
    warranty: "25 years on workmanship.",
    startDate: "Week of 12 April 2027",
    completionDate: "About two weeks after the start",
    photoKeys: [],
  };
}

/** A quote with the proposal above, sent; the paths of the customer's proposal link and booking page. */
export async function sentProposalPath(db: Db): Promise<{ urlPath: string; bookPath: string }> {
  // A proposal is sent only with the contract's terms (decision 045): the demo facts, as the dev seed has them.
  await setContractSettings(db, DEMO_CONTRACT_SETTINGS);
  const quote = await insertQuote(db, SAMPLE_QUOTE);
  const draft = await createProposal(db, quote.id, null);
  await saveProposal(db, draft.id, proposalContent());
  const { proposal } = await sendProposal(db, draft.id, undefined);
  if (!proposal.link) throw new Error("the sent proposal has no link");
  return {
    urlPath: new URL(proposal.link).pathname,
    bookPath: bookingLinkPath(leadToken({ kind: "quote", id: quote.id })),
  };
}

let addressCount = 0;
/** A loopback address no reader has used yet (Linux answers on all of 127.0.0.0/8). */
function freshAddress(): string {
  const n = addressCount++;
  if (n >= 250 * 250) throw new Error("out of loopback addresses for readers");
  return `127.1.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;
}

function read(origin: URL, urlPath: string, agent: http.Agent, localAddress: string) {
  return new Promise<{ status: number; bytes: number }>((resolve, reject) => {
    const request = http.get(
      { host: origin.hostname, port: origin.port, path: urlPath, agent, localAddress },
      (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, bytes }));
        response.on("error", reject);
      },
    );
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error("timed out")));
    request.on("error", reject);
  });
}

/** One reader: reads until the deadline, keep-alive, from a fresh address every READS_PER_ADDRESS reads. */
async function reader(origin: URL, urlPath: string, deadline: number, times: number[]) {
  let failed = 0;
  let agent: http.Agent | undefined;
  let address = "";
  for (let reads = 0; performance.now() < deadline; reads++) {
    if (reads % READS_PER_ADDRESS === 0) {
      agent?.destroy();
      agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      address = freshAddress();
    }
    const started = performance.now();
    const answer = await read(origin, urlPath, agent!, address).catch(() => ({ status: 0, bytes: 0 }));
    if (answer.status === 200) times.push(performance.now() - started);
    else failed++;
  }
  agent?.destroy();
  return failed;
}

export async function proposalBenchmarks(report: Record<string, unknown>, durationSeconds: number) {
  const database = await startThrowAwayDatabase("bench-proposal");
  process.env.DATABASE_URL = database.url;
  process.env.SESSION_SECRET ??= "local-measurement-secret-at-least-32-bytes";
  const setupDb = createDb(database.url, "pg");
  const served: { close?: () => Promise<void> } = {};
  try {
    await prepareDatabase(database.url, { withDevAdmin: false });
    const loaded = await loadFunctionModules("functions");
    const { modules, timing } = withTimedHandler(loaded, "/proposal/x");
    const direct = await serveFunctions(modules);
    served.close = direct.close;
    process.env.SITE_URL = direct.url;
    // An earlier section may have parsed the environment already; the handlers must see this database.
    resetEnvForTests();
    const { urlPath, bookPath } = await sentProposalPath(setupDb);
    const origin = new URL(direct.url);

    const warmUp = freshAddress();
    const warmAgent = new http.Agent({ keepAlive: true });
    const page = await read(origin, urlPath, warmAgent, warmUp);
    if (page.status !== 200) throw new Error(`the proposal page answered ${page.status}`);
    for (let warm = 1; warm < 20; warm++) await read(origin, urlPath, warmAgent, warmUp);
    warmAgent.destroy();
    report.warmCalls = await warmCalls(
      origin,
      { "GET /api/health": "/api/health", "GET /proposal/{token}": urlPath, "GET /book/{token}": bookPath },
      freshAddress(),
    );

    const times: number[] = [];
    timing.recording = true;
    const started = performance.now();
    const deadline = started + durationSeconds * 1000;
    const failures = await Promise.all(Array.from({ length: READERS }, () => reader(origin, urlPath, deadline, times)));
    const elapsed = (performance.now() - started) / 1000;
    timing.recording = false;
    const failed = failures.reduce((sum, count) => sum + count, 0);
    if (times.length === 0) throw new Error(`no read of the proposal page succeeded (${failed} failed)`);
    const handler = timing.handlerTimes;
    const figures = {
      endpoint: "GET /proposal/{token}",
      server: "direct",
      readers: READERS,
      addresses: addressCount - 1,
      pageBytes: page.bytes,
      requestsPerSecond: times.length / elapsed,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      handler: { p50: percentile(handler, 50), p95: percentile(handler, 95), p99: percentile(handler, 99) },
      total: times.length + failed,
      failed,
    };
    report.proposal = figures;
    console.log(
      `\nProposal page (${durationSeconds} s, ${READERS} readers of one sent proposal, 3 options, 12 lines,` +
        ` ${kb(page.bytes)} KB HTML; each reader from its own address, ${figures.addresses} in all;` +
        " response: at the reader over loopback; handler: request in to Response out)\n",
    );
    console.log(
      table(
        [
          "Endpoint",
          "Server",
          "Readers",
          "req/s",
          "p50 ms",
          "p95 ms",
          "p99 ms",
          "handler p50/95/99 ms",
          "requests / failed",
        ],
        [
          [
            figures.endpoint,
            "direct",
            String(READERS),
            figures.requestsPerSecond.toFixed(1),
            ms(figures.p50),
            ms(figures.p95),
            ms(figures.p99),
            [figures.handler.p50, figures.handler.p95, figures.handler.p99].map(ms).join(" / "),
            `${figures.total} / ${failed}`,
          ],
        ],
      ),
    );
  } finally {
    await served.close?.();
    await setupDb.destroy();
    await closeDatabases();
    await database.stop();
  }
}
