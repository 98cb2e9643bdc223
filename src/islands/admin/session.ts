/**
 * What the console does when the server says the admin is no longer signed in (SPEC §6, §8): the
 * Unauthorized toast, then the sign-in page after 500 ms, coming back to the same screen.
 */
import { toast } from "../ui/toast";
import { adminStrings } from "../../shared/strings/admin";

export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;

let redirecting = false;

export function redirectToSignIn(): void {
  if (redirecting) return;
  redirecting = true;
  toast({ ...adminStrings.unauthorized, variant: "destructive" });
  const next = encodeURIComponent(location.pathname);
  setTimeout(() => location.assign(`/api/login?next=${next}`), UNAUTHORIZED_REDIRECT_DELAY_MS);
}
