import net from "node:net";
import { describe, expect, it } from "vitest";
import { assertLauncherPortsFree, launcherPortTakenMessage, launcherPorts, PORTS_PER_CHECKOUT } from "./launcher-ports";
import { freePort } from "./ports";
import { PreflightError } from "./postgres-preflight";

describe("launcherPorts", () => {
  it("takes the site, functions and app ports from PORT, 8888 by default", () => {
    expect(launcherPorts({})).toEqual({ site: 8888, functions: 8889, app: 8890, handlers: 8891 });
    expect(launcherPorts({ PORT: "9100" })).toEqual({ site: 9100, functions: 9101, app: 9102, handlers: 9103 });
  });

  it("gives two checkouts PORTS_PER_CHECKOUT apart no port in common", () => {
    const ports = (port: number) => Object.values(launcherPorts({ PORT: String(port) }));
    const first = ports(8888);
    expect(ports(8888 + PORTS_PER_CHECKOUT).filter((port) => first.includes(port))).toEqual([]);
    expect(new Set(first).size).toBe(PORTS_PER_CHECKOUT);
  });

  it("still lets FUNCTIONS_PORT move the functions server alone", () => {
    expect(launcherPorts({ PORT: "9100", FUNCTIONS_PORT: "9999" })).toEqual({
      site: 9100,
      functions: 9999,
      app: 9102,
      handlers: 9103,
    });
  });

  it.each(["abc", "80", "8888.5", "65535"])("refuses PORT=%s with one line", (value) => {
    expect(() => launcherPorts({ PORT: value })).toThrow(PreflightError);
    expect(() => launcherPorts({ PORT: value })).toThrow(`PORT=${value} is not a port`);
  });
});

describe("a taken port", () => {
  it("names the port, what it was for, its holder and a PORT that avoids it", () => {
    const ports = launcherPorts({ PORT: "8888" });
    expect(launcherPortTakenMessage("serve", "app", ports, "pid 42 (netlify serve)")).toBe(
      "port 8890 for the static server (PORT+2) is already taken by pid 42 (netlify serve): " +
        "stop that process, or start on other ports, e.g. PORT=8898 npm run preview",
    );
    expect(launcherPortTakenMessage("dev", "app", ports, undefined)).toMatch(
      /^port 8890 for astro dev \(PORT\+2\) is already taken by another process: .* npm run dev$/,
    );
  });

  /** Runs `check` with a port this process listens on, and the launcher's other ports free. */
  async function withTakenPort(check: (port: number, free: () => Promise<number>) => Promise<void>) {
    const server = net.createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    try {
      await check(port, freePort);
    } finally {
      server.close();
    }
  }
  const takenBy = (port: number, role: string) =>
    new RegExp(`port ${port} for ${role} is already taken by pid ${process.pid} `);

  it("is found before anything starts, with this process as its holder", async () => {
    let taken = 0;
    await withTakenPort(async (port, free) => {
      taken = port;
      const ports = { site: await free(), functions: port, app: await free(), handlers: await free() };
      await expect(assertLauncherPortsFree("dev", ports)).rejects.toThrow(
        takenBy(port, "the functions server \\(PORT\\+1\\)"),
      );
    });
    const ports = { site: taken, functions: await freePort(), app: await freePort(), handlers: await freePort() };
    await expect(assertLauncherPortsFree("dev", ports)).resolves.toBeUndefined();
  });

  it("includes the function handlers' port under npm run dev only (npm run preview has no handler server)", async () => {
    await withTakenPort(async (port, free) => {
      const ports = { site: await free(), functions: await free(), app: await free(), handlers: port };
      await expect(assertLauncherPortsFree("dev", ports)).rejects.toThrow(
        takenBy(port, "the function handlers \\(PORT\\+3\\)"),
      );
      await expect(assertLauncherPortsFree("serve", ports)).resolves.toBeUndefined();
    });
  });
});
