/**
 * Serving a test stand-in on 127.0.0.1 (the Postmark stub, the push receiver): the port is kept
 * across a stop and a start, and stopping ends open connections at once instead of waiting for
 * keep-alive sockets to idle out.
 */
import type { AddressInfo, Server, Socket } from "node:net";

export class LoopbackListener {
  private boundPort = 0;
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();

  /** 0 until the first listen; then the same port on every later listen. */
  get port(): number {
    return this.boundPort;
  }

  /** Listens on 127.0.0.1 (the port of the last listen, if any), tracking sockets so close() is immediate. */
  async listen(server: Server): Promise<void> {
    server.on("connection", (socket: Socket) => {
      this.sockets.add(socket);
      socket.on("close", () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.boundPort, "127.0.0.1", () => resolve());
    });
    this.boundPort = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Destroys the open connections and closes the server (connections refused until listen again). */
  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
