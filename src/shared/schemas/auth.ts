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

/** A same-site path to return to after sign-in, or /admin. Refuses `//host` and `/\host` tricks. */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return "/admin";
  return next;
}
