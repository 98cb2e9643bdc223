/**
 * The Neon driver path (serverless Pool over WebSocket inside Kysely) against the local
 * Postgres, through a small WebSocket-to-TCP proxy like Neon's own.
 */
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket, WebSocketServer } from "ws";
import { createDb, driverFor, neonConfig } from "../../src/server/db/client";

let proxy: WebSocketServer;

beforeAll(async () => {
  proxy = new WebSocketServer({ port: 0, host: "127.0.0.1" });
  proxy.on("connection", (socket, request) => {
    const target = new URL(request.url ?? "/", "http://proxy").searchParams.get("address") ?? "";
    const [host, port] = target.split(":");
    const tcp = net.connect(Number(port), host);
    socket.on("message", (data) => tcp.write(data as Buffer));
    tcp.on("data", (data) => socket.readyState === WebSocket.OPEN && socket.send(data));
    socket.on("close", () => tcp.destroy());
    tcp.on("close", () => socket.close());
    tcp.on("error", () => socket.close());
  });
  await new Promise((resolve) => proxy.once("listening", resolve));
  const { port } = proxy.address() as net.AddressInfo;
  neonConfig.webSocketConstructor = WebSocket;
  neonConfig.wsProxy = (host, targetPort) => `127.0.0.1:${port}/v2?address=${host}:${targetPort}`;
  neonConfig.useSecureWebSocket = false;
  neonConfig.pipelineTLS = false;
  neonConfig.pipelineConnect = false;
});

afterAll(() => new Promise((resolve) => proxy.close(resolve)));

describe("Neon driver", () => {
  it("is chosen for Neon hosts and pg for others", () => {
    expect(driverFor("postgres://u:p@ep-cool-river-123.us-east-2.aws.neon.tech/db", "")).toBe("neon");
    expect(driverFor("postgres://u:p@127.0.0.1:5432/db", "")).toBe("pg");
  });

  it("commits one transaction and rolls back another through the WebSocket proxy", async () => {
    const db = createDb(process.env.DATABASE_URL!, "neon");
    try {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto("categories").values({ name: "Committed", slug: "committed" }).execute();
      });
      await expect(
        db.transaction().execute(async (trx) => {
          await trx.insertInto("categories").values({ name: "Rolled back", slug: "rolled-back" }).execute();
          throw new Error("abort");
        }),
      ).rejects.toThrow("abort");
      const slugs = (await db.selectFrom("categories").select("slug").execute()).map((row) => row.slug);
      expect(slugs).toContain("committed");
      expect(slugs).not.toContain("rolled-back");
    } finally {
      await db.destroy();
    }
  });
});
