/**
 * The visitor's IP for per-IP limits. Netlify gives it as `context.ip`, taken from the connection,
 * so it cannot be forged by a header. In production that is the only source trusted: a request
 * without it counts as "unknown" rather than believing X-Forwarded-For, which any client can send.
 * Local runs (tests, scripts without a platform context) fall back to the proxy headers.
 */
import { isIPv4, isIPv6 } from "node:net";
import { isProduction } from "../env";

export function clientIp(request: Request, context?: { ip?: string } | null, trustHeaders = !isProduction()): string {
  const fromContext = context?.ip?.trim();
  if (fromContext) return fromContext;
  if (!trustHeaders) return "unknown";
  const netlify = request.headers.get("x-nf-client-connection-ip")?.trim();
  if (netlify) return netlify;
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || "unknown";
}

/** The eight 16-bit groups of an IPv6 address, "::" expanded and a dotted IPv4 tail converted. */
function ipv6Groups(ip: string): number[] {
  let text = ip.split("%")[0]!.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill("0");
  return [...headGroups, ...zeros, ...tailGroups].map((group) => parseInt(group, 16));
}

/**
 * The per-IP bucket an address counts in: the address itself for IPv4 (and IPv4-mapped IPv6), the
 * /64 for IPv6, since one subscriber line or host gets a whole /64 and could otherwise rotate
 * through 2^64 addresses to escape the limit. `prefixLength` 48 gives the wider site prefix an
 * IPv6 network is often delegated (the lead limit counts that too); IPv4 is the address either way.
 */
export function ipBucket(ip: string, prefixLength: 64 | 48 = 64): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip.split("%")[0]!)) return ip.slice(0, 64);
  const prefix = ipv6Groups(ip)
    .slice(0, prefixLength / 16)
    .map((group) => group.toString(16))
    .join(":");
  return `${prefix}::/${prefixLength}`;
}
