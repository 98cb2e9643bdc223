/**
 * The newsletter box's only script: it fetches the form token the lead forms use (the server's
 * note of when the form opened) and puts it in the form as a hidden field, so the plain form post
 * carries it. Without it (no JavaScript, a failed fetch) the post still works (decision 036f).
 */
const FORM_TOKEN_URL = "/api/form-token";

const form = document.querySelector<HTMLFormElement>("[data-newsletter-form]");
if (form) {
  fetch(FORM_TOKEN_URL, { cache: "no-store", credentials: "same-origin" })
    .then(async (response) => (response.ok ? ((await response.json()) as { token?: unknown }) : {}))
    .then(({ token }) => {
      if (typeof token !== "string") return;
      const field = document.createElement("input");
      field.type = "hidden";
      field.name = "formToken";
      field.value = token;
      form.append(field);
    })
    .catch(() => undefined);
}
