import net from "node:net";

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** `port` if it is free on 127.0.0.1 a moment ago, else a free one. */
export function portIfFree(port: number): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once("error", () => void freePort().then(resolve));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(port)));
  });
}
