/**
 * A function for the tests of `npm run dev`'s hand-over to the warm handlers (scripts/lib/dev-forward.test.ts,
 * dev-warm-calls.test.ts): it echoes what the handler saw, and gives an answer of each kind a hand-over must pass on
 * intact (two Set-Cookie headers, a binary body, an empty answer, a redirect, a streamed body whose second part waits).
 */
import type { FunctionModule } from "./function-routes";

export const BINARY = new Uint8Array(Array.from({ length: 256 }, (_, index) => index));

/** Lets the streamed answer's second part go (once the test has read the first). */
export const stream = { releaseSecondPart: () => undefined as void };

function streamed(): Response {
  const second = new Promise<void>((resolve) => (stream.releaseSecondPart = resolve));
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(new TextEncoder().encode("first;"));
      await second;
      controller.enqueue(new TextEncoder().encode("second"));
      controller.close();
    },
  });
  return new Response(body, { headers: { "content-type": "text/plain" } });
}

export const echo: FunctionModule = {
  default: async (request, context) => {
    const url = new URL(request.url);
    if (url.pathname === "/api/cookies") {
      const headers = new Headers({ "content-type": "text/plain" });
      headers.append("set-cookie", "a=1; Path=/; HttpOnly");
      headers.append("set-cookie", "b=2; Path=/api; Secure");
      return new Response("two cookies", { status: 201, headers });
    }
    if (url.pathname === "/api/binary") return new Response(BINARY, { headers: { "content-type": "image/png" } });
    if (url.pathname === "/api/empty") return new Response(null, { status: 204 });
    if (url.pathname === "/api/redirect") return Response.redirect("http://localhost:8888/somewhere", 303);
    if (url.pathname === "/api/stream") return streamed();
    return Response.json({
      method: request.method,
      url: request.url,
      body: request.body ? Buffer.from(await request.arrayBuffer()).toString("base64") : null,
      ip: context.ip,
      params: context.params,
      cookie: context.cookies.get("session"),
      headers: Object.fromEntries(request.headers),
    });
  },
  config: { path: ["/api/echo/:slug", "/api/cookies", "/api/binary", "/api/empty", "/api/redirect", "/api/stream"] },
};

/** The echo's view of the POST both hand-over tests send to /api/echo/slate?x=1&y=2 with the BINARY body from `ip`. */
export const echoedPost = (ip: string) => ({
  method: "POST",
  url: "http://localhost:8888/api/echo/slate?x=1&y=2",
  body: Buffer.from(BINARY).toString("base64"),
  ip,
  params: { slug: "slate" },
});
