/**
 * The visitor's IP for per-IP limits. Netlify gives it as `context.ip` (taken from the connection,
 * so it cannot be forged by a header); behind other proxies we fall back to the headers they set.
 */
export function clientIp(request: Request, context?: { ip?: string } | null): string {
  const fromContext = context?.ip?.trim();
  if (fromContext) return fromContext;
  const netlify = request.headers.get("x-nf-client-connection-ip")?.trim();
  if (netlify) return netlify;
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || "unknown";
}
