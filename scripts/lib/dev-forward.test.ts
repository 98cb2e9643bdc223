import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forwardToHandlers } from "./dev-forward";
import { serveFunctions, type FunctionModule } from "./function-routes";
import { BINARY, echo, echoedPost } from "./echo-function";
import { freePort } from "./ports";

/** A second function whose paths overlap the first: the stub's name decides, not the path. */
const other: FunctionModule = { default: () => new Response("other"), config: { path: "/api/echo/*" } };

let server: { url: string; close(): Promise<void> };

beforeAll(async () => {
  server = await serveFunctions({ "other.mts": other, "echo.mts": echo }, { forwarded: true });
});
afterAll(() => server.close());

const forward = (name: string, request: Request, ip = "203.0.113.7") =>
  forwardToHandlers(name, request, { ip }, { baseUrl: server.url });

describe("a dev stub's call, forwarded to the warm handlers", () => {
  it("keeps the method, URL, Host, headers and body, and gives the handler Netlify's context", async () => {
    const response = await forward(
      "echo",
      new Request("http://localhost:8888/api/echo/slate?x=1&y=2", {
        method: "POST",
        headers: {
          "content-type": "application/octet-stream",
          cookie: "session=abc; other=1",
          origin: "http://localhost:8888",
        },
        body: BINARY,
      }),
    );
    expect(response.status).toBe(200);
    const seen = (await response.json()) as Record<string, unknown> & { headers: Record<string, string> };
    expect(seen).toMatchObject({ ...echoedPost("203.0.113.7"), cookie: "abc" });
    expect(seen.headers).toMatchObject({ host: "localhost:8888", origin: "http://localhost:8888" });
    // The forwarding headers are the handler server's business only.
    expect(Object.keys(seen.headers).filter((name) => name.startsWith("x-dev-"))).toEqual([]);
  });

  it("runs the function the stub names, whichever else matches the path", async () => {
    const response = await forward("other", new Request("http://localhost:8888/api/echo/slate"));
    expect(await response.text()).toBe("other");
  });

  it("returns the status, each Set-Cookie apart, binary bodies, empty answers and redirects as they came", async () => {
    const cookies = await forward("echo", new Request("http://localhost:8888/api/cookies", { method: "POST" }));
    expect(cookies.status).toBe(201);
    expect(cookies.headers.getSetCookie()).toEqual(["a=1; Path=/; HttpOnly", "b=2; Path=/api; Secure"]);
    expect(await cookies.text()).toBe("two cookies");

    const binary = await forward("echo", new Request("http://localhost:8888/api/binary"));
    expect(binary.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await binary.arrayBuffer())).toEqual(BINARY);

    const empty = await forward("echo", new Request("http://localhost:8888/api/empty", { method: "DELETE" }));
    expect(empty.status).toBe(204);
    expect(empty.body).toBeNull();

    const redirect = await forward("echo", new Request("http://localhost:8888/api/redirect"));
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get("location")).toBe("http://localhost:8888/somewhere");
  });

  it("answers 404 for a function the handlers do not know", async () => {
    const response = await forward("gone", new Request("http://localhost:8888/api/echo/slate"));
    expect(response.status).toBe(404);
  });

  it("waits for a handler server that is (re)starting, and needs one to be configured", async () => {
    const port = await freePort();
    let late: Promise<{ close(): Promise<void> }> | undefined;
    // Nothing listens at first: the first refusal starts the server, and the call is answered by it.
    const answer = await forwardToHandlers(
      "echo",
      new Request("http://localhost:8888/api/empty"),
      {},
      {
        baseUrl: `http://127.0.0.1:${port}`,
        onRefused: () => (late ??= serveFunctions({ "echo.mts": echo }, { forwarded: true, port })),
      },
    );
    expect(late).toBeDefined();
    await (await late!).close();
    expect(answer.status).toBe(204);
    await expect(
      forwardToHandlers("echo", new Request("http://localhost:8888/api/empty"), {}, { baseUrl: "" }),
    ).rejects.toThrow(/DEV_HANDLERS_URL is not set/);
  });
});
