/**
 * Warm calls to the customer's pages against `/api/health` (issue 34 item 12): each path read
 * one call at a time over one keep-alive connection after a warm-up, on the same server, so the
 * medians compare what each handler costs once its module is loaded. Both pages must stay within
 * 2× of the health check's median.
 */
import http from "node:http";
import { ms, percentile, table } from "./bench-format";

/** Calls per path after the warm-up; the server's name heads the printed table. */
export interface WarmCallOptions {
  calls?: number;
  warmUp?: number;
  server?: string;
}

function call(origin: URL, path: string, agent: http.Agent, localAddress: string) {
  return new Promise<number>((resolve, reject) => {
    const started = performance.now();
    const request = http.get({ host: origin.hostname, port: origin.port, path, agent, localAddress }, (response) => {
      response.resume();
      response.on("end", () =>
        response.statusCode === 200
          ? resolve(performance.now() - started)
          : reject(new Error(`${path}: ${response.statusCode}`)),
      );
    });
    request.on("error", reject);
  });
}

export interface WarmCallFigure {
  path: string;
  p50: number;
  p95: number;
  ratio: number;
}

/** `paths` by label; the first is the baseline (`/api/health`). */
export async function warmCalls(
  origin: URL,
  paths: Record<string, string>,
  localAddress: string,
  { calls = 40, warmUp = 10, server = "node:http, every function imported once" }: WarmCallOptions = {},
): Promise<WarmCallFigure[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: Record<string, number[]> = {};
  try {
    for (const path of Object.values(paths))
      for (let i = 0; i < warmUp; i++) await call(origin, path, agent, localAddress);
    // Interleaved, so a burst of load on the machine falls on every path alike.
    for (let i = 0; i < calls; i++) {
      for (const [label, path] of Object.entries(paths))
        (times[label] ??= []).push(await call(origin, path, agent, localAddress));
    }
  } finally {
    agent.destroy();
  }
  const baseline = percentile(Object.values(times)[0]!, 50);
  const figures = Object.entries(times).map(([label, list]) => ({
    path: label,
    p50: percentile(list, 50),
    p95: percentile(list, 95),
    ratio: percentile(list, 50) / baseline,
  }));
  console.log(
    `\nWarm calls on ${server}, one at a time (${calls} each after ${warmUp} to warm up), against /api/health\n`,
  );
  console.log(
    table(
      ["Path", "p50 ms", "p95 ms", "× /api/health"],
      figures.map((figure) => [figure.path, ms(figure.p50), ms(figure.p95), figure.ratio.toFixed(2)]),
    ),
  );
  return figures;
}
