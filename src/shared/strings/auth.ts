/** Sign-in texts shown by the sign-in page and returned by the API (one source for UI and tests). */
export const authStrings = {
  pageTitle: "Admin Sign In",
  heading: "Sign in",
  intro: "Sign in to manage blog posts, contact submissions and quotes.",
  emailLabel: "Email",
  passwordLabel: "Password",
  submit: "Sign In",
  submitting: "Signing in...",
  /** One message for an unknown e-mail and a wrong password alike, so neither is revealed. */
  invalidCredentials: "Invalid email or password",
  tooManyAttempts: "Too many failed sign-in attempts. Please wait 15 minutes and try again.",
  unavailable: "Sign-in is unavailable right now. Please try again in a minute.",
  /** After a session ended (idle timeout, signed out elsewhere) in a browser that was signed in. */
  sessionEnded:
    "Your session has ended. Sign in again to continue; unsaved changes in the editor are kept in this browser.",
  unauthorized: "Unauthorized",
  forbidden: "Forbidden",
  crossSite: "Cross-site request refused",
} as const;
