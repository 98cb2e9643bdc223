/**
 * What both sign-in pages (password, then code) do once JavaScript runs: post the form as JSON so
 * an error shows in place, and go on to wherever the answer says. Without JavaScript the same
 * forms post form-encoded and the server answers with redirects (`?error=<kind>` on the way back).
 * The messages are data attributes of the error box, one per kind: invalid, throttled,
 * unavailable, and on the code page expired.
 */
import { safeNextPath } from "../shared/schemas/auth";

interface SignInAnswer {
  next?: string;
  secondFactor?: boolean;
  error?: string;
  fields?: Record<string, string>;
}

export function enhanceSignInForm({
  form,
  payload,
  destination = (answer) => safeNextPath(answer.next),
  clearOnError,
  refusal = () => undefined,
}: {
  form: HTMLFormElement;
  /** The JSON body, from the form's fields and the `next` it carries. */
  payload: (data: FormData, next: string) => Record<string, string>;
  destination?: (answer: SignInAnswer) => string;
  /** A field emptied and focused after a refusal (a spent code is no use). */
  clearOnError?: HTMLInputElement;
  /** The kind of a refusal this page tells apart (a 400's fields), before the usual ones. */
  refusal?: (status: number, answer: SignInAnswer) => string | undefined;
}): void {
  const errorBox = form.querySelector<HTMLElement>("[role=alert]")!;
  const nextInput = form.querySelector<HTMLInputElement>("input[name=next]")!;
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]")!;
  const params = new URLSearchParams(location.search);
  nextInput.value = safeNextPath(params.get("next"));

  function showError(kind: string | null) {
    const message = kind ? errorBox.dataset[kind] : undefined;
    if (!message) return;
    errorBox.textContent = message;
    errorBox.classList.remove("hidden");
  }
  showError(params.get("error"));

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    button.disabled = true;
    button.textContent = button.dataset.busy ?? "";
    try {
      const response = await fetch(form.action, {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(payload(new FormData(form), nextInput.value)),
      });
      const answer = (await response.json().catch(() => ({}))) as SignInAnswer;
      if (response.ok) {
        location.assign(destination(answer));
        return;
      }
      const kind = refusal(response.status, answer);
      if (kind) showError(kind);
      else if (response.status === 429) showError("throttled");
      else if (response.status >= 500) showError("unavailable");
      else showError(errorBox.dataset.expired && answer.error === errorBox.dataset.expired ? "expired" : "invalid");
    } catch {
      showError("unavailable");
    }
    if (clearOnError) {
      clearOnError.value = "";
      clearOnError.focus();
    }
    button.disabled = false;
    button.textContent = button.dataset.idle ?? "";
  });
}
