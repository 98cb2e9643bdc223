/**
 * Timing the console as a person meets it (`npm run bench -- --only dev-start`): a page drawn in
 * Chromium (its heading shown and every call it makes answered) and a series of signed-in calls.
 */
import type { Page } from "playwright-core";
import { median, percentile } from "./bench-format";

/** How long no call may be pending before a page counts as drawn (also plain-draw.ts). */
export const QUIET_MS = 500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One /api/ call of a draw: its path and when it was asked and answered, in ms from the navigation. */
export interface DrawnCall {
  path: string;
  startMs: number;
  endMs: number;
}

/**
 * Opens `url` and waits until the heading `heading` is visible and none of the page's /api/ calls
 * has been pending for QUIET_MS: drawn at the later of the heading and the last call's answer.
 * Also counts the other requests (the modules and styles Vite serves, the document) and returns the
 * calls' waterfall, which do not depend on the machine's load.
 */
export async function drawPage(page: Page, url: string, heading: string, timeoutMs: number) {
  const pending = new Map<unknown, DrawnCall>();
  const waterfall: DrawnCall[] = [];
  const failed: string[] = [];
  let calls = 0;
  let requests = 0;
  let lastAnswer = 0;
  let started = performance.now();
  const isApi = (requestUrl: string) => new URL(requestUrl).pathname.startsWith("/api/");
  const onRequest = (request: { url(): string }) => {
    if (!isApi(request.url())) {
      requests++;
      return;
    }
    const { pathname, search } = new URL(request.url());
    const call = { path: pathname + search, startMs: performance.now() - started, endMs: 0 };
    pending.set(request, call);
    waterfall.push(call);
    calls++;
  };
  const onDone = (request: unknown) => {
    const call = pending.get(request);
    if (!call) return;
    pending.delete(request);
    lastAnswer = performance.now();
    call.endMs = lastAnswer - started;
  };
  const onResponse = (response: { url(): string; status(): number }) => {
    if (isApi(response.url()) && response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  };
  page.on("request", onRequest);
  page.on("requestfinished", onDone);
  page.on("requestfailed", onDone);
  page.on("response", onResponse);
  try {
    started = performance.now();
    await page.goto(url, { waitUntil: "commit", timeout: timeoutMs });
    await page.getByRole("heading", { level: 1, name: heading }).waitFor({ timeout: timeoutMs });
    const shown = performance.now();
    while (pending.size > 0 || performance.now() - Math.max(shown, lastAnswer) < QUIET_MS) {
      if (performance.now() - started > timeoutMs) throw new Error(`${url}: calls still pending`);
      await sleep(50);
    }
    return { ms: Math.max(shown, lastAnswer) - started, calls, requests, waterfall, failed };
  } finally {
    page.off("request", onRequest);
    page.off("requestfinished", onDone);
    page.off("requestfailed", onDone);
    page.off("response", onResponse);
  }
}

/**
 * `calls` signed-in GETs of `url` one after another, after one that is not counted (it may still
 * compile); `headers` added to each (the forwarding headers of a call straight to the handlers).
 */
export async function timeCalls(
  url: string,
  cookie: string,
  calls: number,
  headers: Record<string, string> = {},
): Promise<{ median: number; p95: number }> {
  const call = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { ...headers, cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return performance.now() - started;
  };
  await call(); // the first call may still bundle or compile: not a figure
  const times: number[] = [];
  for (let index = 0; index < calls; index++) times.push(await call());
  return { median: median(times), p95: percentile(times, 95) };
}
