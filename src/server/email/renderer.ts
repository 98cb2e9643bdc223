/**
 * The e-mail renderer, React Email (about 1 s to import, most of a function's import), loaded with
 * the first e-mail a process composes, so the customer's pages answer without it (issue 34 item 12).
 * Loaded inside a transaction, though, its import would hold that transaction open (twenty parallel
 * quotes on a fresh instance once timed out with 503s), so: every function but the customer's
 * imports `renderer-at-load.ts`, which provides it at import as before, and the customer's routes
 * that send mail await `loadEmailRenderer()` before their transaction begins. The packages are
 * imported here by name, never through a module of ours: esbuild hoists a package that a bundled
 * module imports statically to the top of the bundle, whatever imported that module lazily.
 */
import type { render } from "@react-email/render";
import { emailLayoutWith, type EmailComponents } from "./layout";

export interface EmailRenderer {
  render: typeof render;
  EmailLayout: ReturnType<typeof emailLayoutWith>;
}

let renderer: Promise<EmailRenderer> | undefined;

/** Provides the renderer already imported (renderer-at-load.ts). */
export function provideEmailRenderer(renderWith: typeof render, components: EmailComponents): void {
  renderer = Promise.resolve({ render: renderWith, EmailLayout: emailLayoutWith(components) });
}

/** The renderer, imported on the first call unless provided at load; a failed import is tried again next time. */
export function loadEmailRenderer(): Promise<EmailRenderer> {
  renderer ??= Promise.all([import("@react-email/render"), import("@react-email/components")]).then(
    ([{ render: renderWith }, components]) => ({ render: renderWith, EmailLayout: emailLayoutWith(components) }),
    (error: unknown) => {
      renderer = undefined;
      throw error;
    },
  );
  return renderer;
}
