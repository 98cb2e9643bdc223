/**
 * The site's own Astro configuration runs the site-facts check (issue 34 item 15): under Netlify's
 * `CONTEXT=production` its config hook refuses the sample facts before anything is built; in every
 * other context (local, tests, previews) it lets the build go on.
 */
import type { AstroIntegration } from "astro";
import { afterEach, describe, expect, it } from "vitest";
import config from "../../astro.config.mjs";

const saved = process.env.CONTEXT;
afterEach(() => {
  if (saved === undefined) delete process.env.CONTEXT;
  else process.env.CONTEXT = saved;
});

function configHook(): () => void {
  const integration = (config.integrations ?? []).find(
    (entry): entry is AstroIntegration => !!entry && !Array.isArray(entry) && entry.name === "site-facts-check",
  );
  expect(integration, "astro.config.mjs has no site-facts-check integration").toBeTruthy();
  return integration!.hooks["astro:config:setup"] as unknown as () => void;
}

describe("astro.config.mjs and the site facts", () => {
  it("stops a production build while a fact is a sample, naming it", () => {
    process.env.CONTEXT = "production";
    expect(() => configHook()()).toThrow(/site\.registration\.number \(13VH00000000\)/);
  });

  it("builds locally and for previews with the samples", () => {
    delete process.env.CONTEXT;
    expect(() => configHook()()).not.toThrow();
    process.env.CONTEXT = "deploy-preview";
    expect(() => configHook()()).not.toThrow();
  });
});
