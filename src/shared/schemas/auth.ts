/** The sign-in form, validated the same way by the page and by POST /api/login. */
import "../zod-setup";
import { z } from "zod";

// Built in a call marked pure: the login page's script imports only safeNextPath, and a bundle
// that leaves the schema unused then drops the full zod build with it (issue 14).
export const signInSchema = /* @__PURE__ */ (() =>
  z.object({
    email: z.string().trim().min(1, "Email is required").max(255, "Email must be 255 characters or less"),
    password: z.string().min(1, "Password is required").max(1024, "Password must be 1024 characters or less"),
    /** Where to go after signing in; only a path on this site is honoured. */
    next: z.string().max(2048).optional(),
  }))();
export type SignInInput = z.infer<typeof signInSchema>;

const ADMIN_HOME = "/admin";
/** A placeholder origin: only used to let the URL parser resolve and normalise a relative path. */
const PARSE_BASE = "https://next-path.invalid";
/**
 * C0/C1 control characters (browsers silently strip TAB, CR and LF, so `/<TAB>/evil.example` would
 * become `//evil.example`) and backslashes (which browsers read as `/`).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARACTER = /[\u0000-\u001f\u007f-\u009f\\]/;
/** Percent-encoded slashes, backslashes and control characters: decoded by some hop, they turn into the above. */
const UNSAFE_ESCAPE = /%(?:2f|5c|[01][0-9a-f]|7f|c2%[89][0-9a-f])/i;

const isAdminPath = (pathname: string) => pathname === ADMIN_HOME || pathname.startsWith(`${ADMIN_HOME}/`);

/**
 * Where to go after sign-in: a path under /admin on this site, else /admin. The target is parsed
 * and normalised (dot segments resolved) and checked again afterwards, so no spelling of another
 * origin or of a path outside /admin survives.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || next.length > 2048 || !next.startsWith("/") || next.startsWith("//")) return ADMIN_HOME;
  if (UNSAFE_CHARACTER.test(next) || UNSAFE_ESCAPE.test(next)) return ADMIN_HOME;
  let url: URL;
  try {
    url = new URL(next, PARSE_BASE);
  } catch {
    return ADMIN_HOME;
  }
  if (url.origin !== PARSE_BASE || !isAdminPath(url.pathname)) return ADMIN_HOME;
  const normalised = `${url.pathname}${url.search}${url.hash}`;
  if (normalised.startsWith("//") || UNSAFE_CHARACTER.test(normalised) || UNSAFE_ESCAPE.test(normalised)) {
    return ADMIN_HOME;
  }
  return normalised;
}
