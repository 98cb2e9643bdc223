/** A local HTTP server standing in for the Netlify build hook: records calls, answers a set status. */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface HookStub {
  url: string;
  calls: { method: string; at: number }[];
  status: number;
  close(): Promise<void>;
}

export async function startHookStub(status = 200): Promise<HookStub> {
  const stub: HookStub = { url: "", calls: [], status, close: async () => undefined };
  const server = http.createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      stub.calls.push({ method: request.method ?? "", at: Date.now() });
      response.writeHead(stub.status, { "Content-Type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/build_hooks/test`;
  stub.close = () => new Promise((resolve) => server.close(() => resolve()));
  return stub;
}
