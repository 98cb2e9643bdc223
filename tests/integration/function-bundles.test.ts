/**
 * What each function loads when Netlify imports its bundle (netlify-cli does so on every local
 * call, production on every cold start): the image library (sharp, 0.8 s) is imported on first use
 * only, by the routes that decode a photo, so no function pays for it at import. The customer's
 * pages (issue 34 item 12) load none of the e-mail renderer (React Email, about 1 s), web-push, the
 * Postmark client or the TOTP and QR libraries at import: only the routes that need them do. The
 * other functions keep the renderer at import (email/renderer-at-load.ts): loaded on first use, its
 * import landed inside the first mail-sending request's transaction, and twenty parallel quotes on a
 * fresh instance timed out with 503s in tests/integration/security-lead-abuse.test.ts. Each function is bundled with esbuild as
 * Netlify bundles it (our code in one file, packages left as imports), and the bundle's own
 * imports are read from the metafile: esbuild hoists a package that an inlined module imports
 * statically, whatever imported that module lazily, so the output is what counts.
 */
import { build, type Metafile } from "esbuild";
import { describe, expect, it } from "vitest";

const HEAVY = ["sharp"];
/** The signed proposal's PDF (issue 34 item 11): made on download and by the outbox run only. */
const PDF = ["pdf-lib", "@pdf-lib/fontkit"];
/** What a customer's page never needs to draw itself; each loads where it is used. */
const CUSTOMER_PAGE_NEVER = [
  "@react-email/components",
  "@react-email/render",
  "web-push",
  "postmark",
  "qrcode",
  "otpauth",
  "stripe",
  ...HEAVY,
];

async function bundle(entry: string): Promise<Metafile> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    write: false,
    metafile: true,
    logLevel: "silent",
    outdir: "/tmp/function-bundles",
  });
  return result.metafile;
}

/** The packages the bundle imports when it loads, and those it imports on demand. */
function packagesOf(metafile: Metafile) {
  const imports = Object.values(metafile.outputs).flatMap((output) => output.imports.filter((i) => i.external));
  return {
    atLoad: new Set(imports.filter((i) => i.kind !== "dynamic-import").map((i) => i.path)),
    onDemand: new Set(imports.filter((i) => i.kind === "dynamic-import").map((i) => i.path)),
  };
}

describe("what a function loads at import", () => {
  it.each(["functions/site-api.mts", "functions/customer.mts", "functions/admin.mts", "functions/webhooks.mts"])(
    "%s imports sharp only when a route decodes a photo",
    async (entry) => {
      const { atLoad } = packagesOf(await bundle(entry));
      expect(atLoad.has("kysely"), "the bundle's own imports are read").toBe(true);
      expect([...HEAVY, ...PDF].filter((name) => atLoad.has(name))).toEqual([]);
    },
    60_000,
  );

  // Issue 32: the twilio library loads only where a text is sent or a webhook's signature checked.
  it.each([
    "functions/site-api.mts",
    "functions/customer.mts",
    "functions/admin.mts",
    "functions/webhooks.mts",
    "functions/outbox-retry.mts",
  ])(
    "%s never imports twilio at load",
    async (entry) => {
      const { atLoad, onDemand } = packagesOf(await bundle(entry));
      expect(atLoad.has("twilio")).toBe(false);
      if (!entry.includes("site-api") && !entry.includes("customer")) expect(onDemand.has("twilio")).toBe(true);
    },
    60_000,
  );

  it("serves the public media files without the photo library's write side", async () => {
    const inputs = Object.keys((await bundle("functions/site-api.mts")).inputs);
    expect(inputs).toContain("src/server/media/media.service.ts");
    expect(inputs).not.toContain("src/server/media/media-write.service.ts");
  });

  it("draws the customer's pages without the e-mail renderer, web-push, Postmark or the sign-in code libraries", async () => {
    const { atLoad, onDemand } = packagesOf(await bundle("functions/customer.mts"));
    expect(atLoad.has("kysely"), "the bundle's own imports are read").toBe(true);
    expect(CUSTOMER_PAGE_NEVER.filter((name) => atLoad.has(name))).toEqual([]);
    // The answers and bookings still e-mail and alert: the packages load when they do.
    expect(
      ["@react-email/components", "@react-email/render", "web-push", "postmark"].filter((name) => !onDemand.has(name)),
    ).toEqual([]);
  }, 60_000);

  it.each(["functions/site-api.mts", "functions/admin.mts", "functions/outbox-retry.mts"])(
    "%s loads the e-mail renderer at import, so no transaction waits for it",
    async (entry) => {
      const { atLoad } = packagesOf(await bundle(entry));
      expect(atLoad.has("@react-email/components") && atLoad.has("@react-email/render")).toBe(true);
    },
    60_000,
  );

  it.each(["functions/customer.mts", "functions/admin.mts", "functions/outbox-retry.mts"])(
    "%s loads pdf-lib on demand, for a signed proposal's PDF",
    async (entry) => {
      const { atLoad, onDemand } = packagesOf(await bundle(entry));
      expect(PDF.filter((name) => atLoad.has(name))).toEqual([]);
      expect(PDF.filter((name) => onDemand.has(name))).toEqual(PDF);
    },
    60_000,
  );

  it.each(["functions/customer.mts", "functions/webhooks.mts"])(
    "%s loads the Stripe SDK on demand only, where a route calls Stripe",
    async (entry) => {
      const { atLoad, onDemand } = packagesOf(await bundle(entry));
      expect(atLoad.has("stripe")).toBe(false);
      expect(onDemand.has("stripe")).toBe(true);
    },
    60_000,
  );

  it("loads sharp on demand in the console, which decodes uploads", async () => {
    const { onDemand } = packagesOf(await bundle("functions/admin.mts"));
    expect(HEAVY.filter((name) => onDemand.has(name))).toEqual(HEAVY);
  });
});
