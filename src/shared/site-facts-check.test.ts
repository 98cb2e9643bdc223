import { describe, expect, it } from "vitest";
import { site } from "./site";
import { assertRealSiteFacts, placeholderFacts } from "./site-facts-check";

const real = {
  address: { street: "12 Speedwell Avenue" },
  registration: { number: "13VH01234567" },
  reviews: { url: "https://example.com/reviews" },
};

describe("the production build's check of the site facts", () => {
  it("names every sample fact still in site.ts", () => {
    expect(placeholderFacts(site)).toEqual([
      "site.address.street ([Street address])",
      "site.registration.number (13VH00000000)",
      expect.stringMatching(/^site\.reviews\.url /),
    ]);
    expect(placeholderFacts(real)).toEqual([]);
  });

  it("stops a production build with a clear message, and only a production build", () => {
    expect(() => assertRealSiteFacts({ CONTEXT: "production" }, site)).toThrow(
      /Production build stopped: 3 site fact\(s\) in src\/shared\/site\.ts still hold a sample value:\n {2}- site\.address\.street \(\[Street address\]\)/,
    );
    for (const CONTEXT of [undefined, "deploy-preview", "branch-deploy", "dev"]) {
      expect(() => assertRealSiteFacts({ CONTEXT }, site)).not.toThrow();
    }
    // netlify serve (npm run preview) builds with CONTEXT=production and NETLIFY_LOCAL=true.
    expect(() => assertRealSiteFacts({ CONTEXT: "production", NETLIFY_LOCAL: "true" }, site)).not.toThrow();
    expect(() => assertRealSiteFacts({ CONTEXT: "production" }, real)).not.toThrow();
  });
});
