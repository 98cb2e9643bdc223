import { spawn } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { netlifyClientIp, warmCallsOnPort } from "./dev-warm-calls.mjs";
import { serveFunctions } from "./function-routes";
import { BINARY, echo, echoedPost, stream } from "./echo-function";
import { freePort } from "./ports";

let handlers: { url: string; close(): Promise<void> };
/** A stand-in for netlify-cli's functions server: whatever it is left answers "cold". */
let functionsServer: http.Server;
let functionsUrl: string;
const coldCalls: string[] = [];

function coldListener(request: http.IncomingMessage, response: http.ServerResponse) {
  coldCalls.push(`${String(request.headers["x-nf-function-name"])} ${request.url}`);
  response.writeHead(200, { "content-type": "text/plain" }).end("cold");
}

async function listen(server: http.Server, port: number): Promise<void> {
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
}

beforeAll(async () => {
  handlers = await serveFunctions({ "echo.mts": echo }, { forwarded: true });
  const port = await freePort();
  functionsServer = warmCallsOnPort(http.createServer(coldListener), {
    names: new Set(["echo"]),
    functionsPort: port,
    baseUrl: handlers.url,
  });
  await listen(functionsServer, port);
  functionsUrl = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await handlers.close();
  functionsServer.closeAllConnections();
  await new Promise((resolve) => functionsServer.close(resolve));
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as it arrives. */
  stream: http.IncomingMessage;
  buffer(): Promise<Buffer>;
  text(): Promise<string>;
  json(): Promise<unknown>;
}

/** A raw HTTP request (fetch would not send our Host), its answer's head at once and its body to read. */
function request(
  url: string,
  method = "GET",
  headers: http.OutgoingHttpHeaders = {},
  body?: Uint8Array,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(url, { method, headers }, (incoming) => {
      const buffer = async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of incoming) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      };
      resolve({
        status: incoming.statusCode ?? 0,
        headers: incoming.headers,
        stream: incoming,
        buffer,
        text: async () => (await buffer()).toString(),
        json: async () => JSON.parse((await buffer()).toString()) as unknown,
      });
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/** A call as netlify-cli's proxy sends it to its functions server: the matched function named in a header. */
const call = (
  pathname: string,
  method = "GET",
  headers: http.OutgoingHttpHeaders = {},
  body?: Uint8Array,
  name = "echo",
) =>
  request(
    `${functionsUrl}${pathname}`,
    method,
    {
      host: "localhost:8888",
      "x-nf-function-name": name,
      "x-nf-function-route": "/api/x",
      ...headers,
    },
    body,
  );

describe("netlify dev's calls of HTTP functions, handed to the warm handlers (decision 044)", () => {
  it("keep the method, path, query, Host, headers and body, and give the handler the IP netlify-cli would", async () => {
    const response = await call(
      "/api/echo/slate?x=1&y=2",
      "POST",
      {
        "content-type": "application/octet-stream",
        cookie: "session=abc",
        origin: "http://localhost:8888",
        "x-forwarded-for": "::ffff:203.0.113.9",
      },
      BINARY,
    );
    expect(response.status).toBe(200);
    const seen = (await response.json()) as Record<string, unknown> & { headers: Record<string, string> };
    expect(seen).toMatchObject(echoedPost("203.0.113.9"));
    expect(seen.headers).toMatchObject({
      host: "localhost:8888",
      origin: "http://localhost:8888",
      cookie: "session=abc",
      "x-nf-client-connection-ip": "203.0.113.9",
    });
    // netlify-cli's routing headers and the forwarding headers are nobody else's business.
    const internal = Object.keys(seen.headers).filter((name) => /^x-(dev-|nf-function-)/.test(name));
    expect(internal).toEqual([]);
    expect(coldCalls).toEqual([]);
  });

  it("give the handler the path the browser asked for when a rewrite led to the function", async () => {
    const response = await call("/api/echo/rewritten?q=1", "GET", {
      "x-netlify-original-pathname": "/api/echo/asked",
      "x-netlify-original-search": "?q=1",
    });
    const seen = (await response.json()) as { url: string; params: unknown; headers: Record<string, string> };
    expect(seen.url).toBe("http://localhost:8888/api/echo/asked?q=1");
    expect(seen.params).toEqual({ slug: "asked" });
    expect(Object.keys(seen.headers).filter((name) => name.startsWith("x-netlify-original"))).toEqual([]);
  });

  it("return the status, each Set-Cookie apart, binary bodies and empty answers as they came", async () => {
    const cookies = await call("/api/cookies", "POST");
    expect(cookies.status).toBe(201);
    expect(cookies.headers["set-cookie"]).toEqual(["a=1; Path=/; HttpOnly", "b=2; Path=/api; Secure"]);
    expect(await cookies.text()).toBe("two cookies");

    const binary = await call("/api/binary");
    expect(binary.headers["content-type"]).toBe("image/png");
    expect(new Uint8Array(await binary.buffer())).toEqual(BINARY);

    const empty = await call("/api/empty", "DELETE");
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe("");
  });

  it("stream the answer: its first part arrives while the handler still holds the rest", async () => {
    const response = await call("/api/stream");
    const first = await new Promise<string>((resolve) => {
      response.stream.once("data", (chunk: Buffer) => resolve(String(chunk)));
    });
    expect(first).toBe("first;");
    stream.releaseSecondPart();
    expect(await response.text()).toBe("second");
  });

  it("leave to netlify-cli the functions not named (the scheduled ones) and calls that name none", async () => {
    coldCalls.length = 0;
    const scheduled = await call("/.netlify/functions/outbox-retry", "POST", {}, undefined, "outbox-retry");
    expect(await scheduled.text()).toBe("cold");
    expect(await (await request(`${functionsUrl}/.netlify/functions/echo`)).text()).toBe("cold");
    expect(coldCalls).toEqual(["outbox-retry /.netlify/functions/outbox-retry", "undefined /.netlify/functions/echo"]);
  });

  it("touch no server but the one on the functions port", async () => {
    const port = await freePort();
    const other = warmCallsOnPort(http.createServer(coldListener), {
      names: new Set(["echo"]),
      functionsPort: port + 1,
      baseUrl: handlers.url,
    });
    await listen(other, port);
    try {
      const response = await request(`http://127.0.0.1:${port}/api/empty`, "GET", { "x-nf-function-name": "echo" });
      expect(await response.text()).toBe("cold");
    } finally {
      other.closeAllConnections();
      other.close();
    }
  });

  it("wait for handlers that are (re)starting, and answer 502 when they never come", async () => {
    const handlersPort = await freePort();
    let late: Promise<{ close(): Promise<void> }> | undefined;
    const waiting = await functionsServerFor({
      baseUrl: `http://127.0.0.1:${handlersPort}`,
      onRefused: () => (late ??= serveFunctions({ "echo.mts": echo }, { forwarded: true, port: handlersPort })),
    });
    const gone = await functionsServerFor({ baseUrl: `http://127.0.0.1:${await freePort()}`, retryForMs: 0 });
    try {
      const answer = await request(`${waiting.url}/api/empty`, "GET", { "x-nf-function-name": "echo" });
      expect(late).toBeDefined();
      expect(answer.status).toBe(204);
      const refused = await request(`${gone.url}/api/empty`, "GET", { "x-nf-function-name": "echo" });
      expect(refused.status).toBe(502);
      expect(await refused.json()).toEqual({ error: expect.stringMatching(/handlers did not answer.*ECONNREFUSED/) });
    } finally {
      await (await late)?.close();
      waiting.close();
      gone.close();
    }
  });
});

async function functionsServerFor(options: { baseUrl: string; onRefused?: () => void; retryForMs?: number }) {
  const port = await freePort();
  const server = warmCallsOnPort(http.createServer(coldListener), {
    names: new Set(["echo"]),
    functionsPort: port,
    ...options,
  });
  await listen(server, port);
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

describe("netlifyClientIp", () => {
  const ipOf = (forwarded: string | undefined, socket = "::ffff:127.0.0.1") =>
    netlifyClientIp({ headers: { "x-forwarded-for": forwarded }, socket: { remoteAddress: socket } } as never);

  it("takes the IP as netlify-cli's functions server does (lib/functions/server.js)", () => {
    expect(ipOf("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(ipOf("198.51.100.4")).toBe("198.51.100.4");
    expect(ipOf("2001:db8::1")).toBe("2001:db8::1");
    expect(ipOf(undefined)).toBe("127.0.0.1");
    expect(ipOf(undefined, "::1")).toBe("::1");
  });
});

describe("netlify-dev-warm-calls.mjs loaded into a process as netlify dev loads it", () => {
  it("hands the functions port's calls on, and leaves the body guard's 413 on the proxy port in place", async () => {
    const [functionsPort, proxyPort] = [await freePort(), await freePort()];
    const preload = (file: string) => `--import=${pathToFileURL(path.resolve("scripts/lib", file)).href}`;
    // The two servers as netlify-cli makes them: the functions server, and the proxy's bound `onRequest`.
    const script = `
      const http = require("node:http");
      function onRequest(request, response) { response.end("proxy"); }
      http.createServer((request, response) => response.end("cold")).listen(${functionsPort}, "127.0.0.1");
      http.createServer(onRequest.bind(null)).listen(${proxyPort}, "127.0.0.1", () => console.log("listening"));`;
    const child = spawn(
      process.execPath,
      [preload("netlify-body-guard.mjs"), preload("netlify-dev-warm-calls.mjs"), "-e", script],
      {
        env: {
          ...process.env,
          DEV_WARM_FUNCTIONS: "echo,site-api",
          DEV_FUNCTIONS_PORT: String(functionsPort),
          DEV_HANDLERS_URL: handlers.url,
        },
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("listening") && resolve());
        child.once("exit", (code) => reject(new Error(`exited ${code}`)));
      });
      const functions = `http://127.0.0.1:${functionsPort}`;
      expect((await request(`${functions}/api/empty`, "GET", { "x-nf-function-name": "echo" })).status).toBe(204);
      const scheduled = await request(`${functions}/x`, "GET", { "x-nf-function-name": "alerts" });
      expect(await scheduled.text()).toBe("cold");
      const headers = { "content-length": "6000001", "x-nf-function-name": "echo" };
      const tooLarge = await request(`http://127.0.0.1:${proxyPort}/api/quotes`, "POST", headers);
      expect(tooLarge.status).toBe(413);
    } finally {
      child.kill();
    }
  });
});
