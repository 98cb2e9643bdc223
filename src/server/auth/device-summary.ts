/**
 * "Firefox on Windows" from a User-Agent header: enough for an owner to recognise their own
 * browsers in the sessions list. Order matters: Edge and Opera also say Chrome, Chrome says Safari.
 */
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

const first = (table: readonly [RegExp, string][], userAgent: string) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1];

/** The browser and system a User-Agent names, or undefined when it names neither. */
export function deviceSummary(userAgent: string | null | undefined): string | undefined {
  if (!userAgent) return undefined;
  const browser = first(BROWSERS, userAgent);
  const system = first(SYSTEMS, userAgent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system;
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.|0:0:0:0:0:0:0:1$)/i;
const PRIVATE = /^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::ffff:(10|192\.168)\.|f[cd][0-9a-f]{2}:|fe80:)/i;

/**
 * Where a session signed in from, as an owner reads it: "This computer" for the machine the site
 * runs on, "Local network" for a private address, else the address (IPv6 shortened to its /64);
 * undefined when unknown.
 */
export function networkSummary(
  ip: string | null | undefined,
  bucket: (ip: string) => string,
  names: { thisComputer: string; localNetwork: string },
): string | undefined {
  if (!ip || ip === "unknown") return undefined;
  if (LOOPBACK.test(ip)) return names.thisComputer;
  if (PRIVATE.test(ip)) return `${names.localNetwork} (${bucket(ip)})`;
  return bucket(ip);
}
