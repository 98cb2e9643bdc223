/**
 * A page drawn in a Chromium that no test driver watches (`npm run bench -- --only dev-start`).
 * Playwright instruments every page it opens (the DevTools Network domain for its request events,
 * its own scripts and worlds, targets paused until it has set them up), and under astro dev, where
 * the console's quote page loads about 170 modules, that made the draw 2.9-3.1 s where the same page,
 * server and browser drew in 1.4 s without it; the Network domain alone accounts for 0.3-0.4 s of it
 * (docs/quality.md, "The quote page's draw: the driver's cost, not the page's"). A person's browser
 * has no DevTools attached, so this is the draw they see: a Chromium of its own, driven over its
 * DevTools WebSocket with the Target, Page, Storage and Runtime domains only. The page notes when the
 * heading appeared and counts its pending /api/ fetches (an init script); drawn, as in drawPage
 * (console-timing.ts), once the heading is shown and no call has been pending for QUIET_MS: at the
 * later of the heading and the last answer, from the navigation's start.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Cookie } from "playwright-core";
import { CHROMIUM_LAUNCH_FLAGS, chromiumPath } from "./chromium";
import { QUIET_MS } from "./console-timing";

const POLL_MS = 50;

interface DrawState {
  heading: number;
  pending: number;
  lastAnswer: number;
  now: number;
}

/** The init script: the heading's time and the /api/ fetches in flight, on `window.__draw`. */
const watchDraw = (heading: string) => `(() => {
  const state = { heading: 0, pending: 0, lastAnswer: 0 };
  window.__draw = state;
  const fetchOf = window.fetch;
  window.fetch = function (input, init) {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const call = fetchOf.call(this, input, init);
    if (url.pathname.startsWith("/api/")) {
      state.pending++;
      call.finally(() => { state.pending--; state.lastAnswer = performance.now(); }).catch(() => {});
    }
    return call;
  };
  new MutationObserver(() => {
    if (!state.heading && document.querySelector("h1")?.textContent === ${JSON.stringify(heading)})
      state.heading = performance.now();
  }).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/** Chromium on its DevTools WebSocket: `send` a method, its answer matched by the call's id. */
async function launchPlainChromium() {
  const profile = await mkdtemp(path.join(os.tmpdir(), "slate-plain-chromium-"));
  const args = [...CHROMIUM_LAUNCH_FLAGS, "--headless=new", "--remote-debugging-port=0", `--user-data-dir=${profile}`];
  const child = spawn(await chromiumPath(), [...args, "about:blank"], { stdio: ["ignore", "ignore", "pipe"] });
  const endpoint = await new Promise<string>((resolve, reject) => {
    let said = "";
    child.once("exit", (code) => reject(new Error(`Chromium exited with ${code}: ${said.slice(-500)}`)));
    child.stderr!.on("data", (chunk: Buffer) => {
      said += chunk.toString();
      const found = /DevTools listening on (ws:\S+)/.exec(said);
      if (found) resolve(found[1]!);
    });
  });
  const socket = new WebSocket(endpoint);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });
  let nextId = 1;
  const answers = new Map<number, { resolve: (result: never) => void; reject: (error: Error) => void }>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: never; error?: { message: string } };
    const waiting = message.id === undefined ? undefined : answers.get(message.id);
    if (!waiting) return;
    answers.delete(message.id!);
    if (message.error) waiting.reject(new Error(message.error.message));
    else waiting.resolve(message.result!);
  });
  const send = <T>(method: string, params: object = {}, sessionId?: string) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      answers.set(id, { resolve: resolve as (result: never) => void, reject });
      socket.send(JSON.stringify({ id, method, params, sessionId }));
    });
  const close = async () => {
    socket.close();
    // Chromium writes its profile until it has exited (its helpers a moment longer: rm retries).
    const exited = child.exitCode !== null || child.signalCode !== null;
    if (!exited) await new Promise((resolve) => child.once("exit", resolve).kill());
    await rm(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
  };
  return { send, close };
}

type Send = Awaited<ReturnType<typeof launchPlainChromium>>["send"];

async function drawOnce(send: Send, url: string, heading: string, timeoutMs: number): Promise<number> {
  const { targetId } = await send<{ targetId: string }>("Target.createTarget", { url: "about:blank" });
  try {
    const { sessionId } = await send<{ sessionId: string }>("Target.attachToTarget", { targetId, flatten: true });
    await send("Page.enable", {}, sessionId);
    await send("Page.addScriptToEvaluateOnNewDocument", { source: watchDraw(heading) }, sessionId);
    await send("Page.navigate", { url }, sessionId);
    const started = performance.now();
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const { result } = await send<{ result: { value?: string } }>(
        "Runtime.evaluate",
        { expression: "JSON.stringify({ ...window.__draw, now: performance.now() })", returnByValue: true },
        sessionId,
      );
      const state = result.value ? (JSON.parse(result.value) as Partial<DrawState>) : undefined;
      if (state?.heading && state.pending === 0 && state.now! - Math.max(state.heading, state.lastAnswer!) >= QUIET_MS)
        return Math.max(state.heading, state.lastAnswer!);
      if (performance.now() - started > timeoutMs) throw new Error(`${url}: not drawn in ${timeoutMs} ms`);
    }
  } finally {
    await send("Target.closeTarget", { targetId });
  }
}

/**
 * `draws` draws of `url`, signed in with `cookies` (a Playwright context's), after one that is not
 * counted (the profile's first: its HTTP cache and the console's service worker are empty); each in
 * ms from the navigation.
 */
export async function plainDraws(
  url: string,
  heading: string,
  cookies: Cookie[],
  draws: number,
  timeoutMs: number,
): Promise<number[]> {
  const { send, close } = await launchPlainChromium();
  try {
    // A session cookie (expires -1) goes without `expires`. Playwright's partition key is a string where
    // DevTools wants an object: partitioned cookies are left out (the console sets none).
    const unpartitioned = cookies.filter((cookie) => cookie.partitionKey === undefined);
    await send("Storage.setCookies", {
      cookies: unpartitioned.map(({ expires, ...cookie }) => (expires > 0 ? { ...cookie, expires } : cookie)),
    });
    await drawOnce(send, url, heading, timeoutMs);
    const times: number[] = [];
    for (let draw = 0; draw < draws; draw++) times.push(await drawOnce(send, url, heading, timeoutMs));
    return times;
  } finally {
    await close();
  }
}
