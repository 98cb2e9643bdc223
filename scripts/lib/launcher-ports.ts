/**
 * Every port `npm run dev` / `npm run preview` (scripts/dev.ts) listens on, derived from `PORT`
 * (default 8888), so two checkouts started with different `PORT`s never meet (issue 24):
 *   PORT      the site (netlify dev / netlify serve)
 *   PORT + 1  the functions server (`FUNCTIONS_PORT` still overrides it)
 *   PORT + 2  astro dev behind netlify dev, or netlify serve's static server
 *   PORT + 3  the warm function handlers behind netlify dev's stub functions (dev only)
 * Before anything starts, each is checked free; a taken one is reported with the process holding
 * it, as the embedded database's port is.
 */
import { PreflightError, portHolder, portIsFree } from "./postgres-preflight";

export type LauncherMode = "dev" | "serve";

export interface LauncherPorts {
  site: number;
  functions: number;
  /** astro dev (dev) or the static server (serve). */
  app: number;
  /** The warm function handlers (scripts/dev-handlers.ts); dev only. */
  handlers: number;
}

/** How far apart two checkouts' `PORT`s must be: each takes this many ports from its own. */
export const PORTS_PER_CHECKOUT = 4;

const DEFAULT_PORT = 8888;

function portFrom(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1024 || port > 65535 - PORTS_PER_CHECKOUT) {
    throw new PreflightError(`${name}=${value} is not a port from 1024 to ${65535 - PORTS_PER_CHECKOUT}`);
  }
  return port;
}

export function launcherPorts(env: NodeJS.ProcessEnv): LauncherPorts {
  const site = portFrom(env.PORT, "PORT", DEFAULT_PORT);
  return {
    site,
    functions: portFrom(env.FUNCTIONS_PORT, "FUNCTIONS_PORT", site + 1),
    app: site + 2,
    handlers: site + 3,
  };
}

const ROLES: Record<keyof LauncherPorts, Partial<Record<LauncherMode, string>>> = {
  site: { dev: "the site (PORT)", serve: "the site (PORT)" },
  functions: { dev: "the functions server (PORT+1)", serve: "the functions server (PORT+1)" },
  app: { dev: "astro dev (PORT+2)", serve: "the static server (PORT+2)" },
  handlers: { dev: "the function handlers (PORT+3)" },
};

export function launcherPortTakenMessage(
  mode: LauncherMode,
  role: keyof LauncherPorts,
  ports: LauncherPorts,
  holder: string | undefined,
): string {
  const command = mode === "dev" ? "npm run dev" : "npm run preview";
  return (
    `port ${ports[role]} for ${ROLES[role][mode]} is already taken${holder ? ` by ${holder}` : " by another process"}: ` +
    `stop that process, or start on other ports, e.g. PORT=${ports.site + 10} ${command}`
  );
}

/** Fails with one line naming the first taken port `mode` uses, its role and its holder. */
export async function assertLauncherPortsFree(mode: LauncherMode, ports: LauncherPorts): Promise<void> {
  for (const role of (Object.keys(ports) as (keyof LauncherPorts)[]).filter((name) => ROLES[name][mode])) {
    if (!(await portIsFree(ports[role]))) {
      throw new PreflightError(launcherPortTakenMessage(mode, role, ports, await portHolder(ports[role])));
    }
  }
}
