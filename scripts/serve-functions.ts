/**
 * Serves the HTTP functions of functions/ on plain node:http, without netlify-cli's emulator, for
 * measuring our own code under load (scripts/load-leads.ts). Routes come from each function's
 * `config.path`; the context carries the client IP and waitUntil, as Netlify's does.
 *
 *   DATABASE_URL=postgres://… LEAD_RATE_LIMIT=1000000 npx tsx scripts/serve-functions.ts [port]
 */
import { createServer } from "node:http";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Readable } from "node:stream";
import { closeDatabases } from "../src/server/db/client";

type FunctionHandler = (request: Request, context: unknown) => Promise<Response>;

const port = Number(process.argv[2] ?? 8890);
const directory = path.resolve("functions");
const routes = new Map<string, FunctionHandler>();
for (const file of await readdir(directory)) {
  if (!file.endsWith(".mts")) continue;
  const module = (await import(pathToFileURL(path.join(directory, file)).href)) as {
    default: FunctionHandler;
    config?: { path?: string | string[] };
  };
  for (const route of [module.config?.path ?? []].flat()) routes.set(route, module.default);
}

const pending = new Set<Promise<unknown>>();
const server = createServer(async (incoming, outgoing) => {
  const url = new URL(incoming.url ?? "/", `http://${incoming.headers.host ?? "localhost"}`);
  const handler = routes.get(url.pathname);
  if (!handler) {
    outgoing.writeHead(404).end();
    return;
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const hasBody = incoming.method !== "GET" && incoming.method !== "HEAD";
  const request = new Request(url, {
    method: incoming.method,
    headers,
    body: hasBody ? (Readable.toWeb(incoming) as ReadableStream) : undefined,
    duplex: "half",
  } as RequestInit);
  const context = {
    ip: incoming.socket.remoteAddress,
    waitUntil: (promise: Promise<unknown>) => {
      pending.add(promise);
      void promise.finally(() => pending.delete(promise));
    },
  };
  const response = await handler(request, context);
  outgoing.writeHead(response.status, Object.fromEntries(response.headers));
  outgoing.end(Buffer.from(await response.arrayBuffer()));
});

server.listen(port, "127.0.0.1", () =>
  console.log(`[functions] ${[...routes.keys()].join(", ")} on http://127.0.0.1:${port}`),
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close();
    void Promise.allSettled([...pending])
      .then(closeDatabases)
      .then(() => process.exit(0));
  });
}
