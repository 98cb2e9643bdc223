/**
 * Serving a test stand-in on 127.0.0.1 (the Postmark stub, the push receiver): the port is kept
 * across a stop and a start, and stopping ends open connections at once instead of waiting for
 * keep-alive sockets to idle out.
 */
import type { AddressInfo, Server, Socket } from "node:net";

export interface Listening {
  port: number;
  /** Destroys the open connections and closes the server. */
  close(): Promise<void>;
}

/** Listens on 127.0.0.1:`port` (0 for any free port), tracking sockets so close() is immediate. */
export async function listenOnLoopback(server: Server, port = 0): Promise<Listening> {
  const sockets = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
