/**
 * The first round trip at 1280 px (first-trip.test.ts has the byte budgets and 375 px): what the
 * inlined CSS paints before the deferred stylesheet arrives is exactly the first screen the full
 * stylesheet paints, one page of each template.
 */
import { afterAll, describe } from "vitest";
import { closeBrowser, VIEWPORTS } from "./support/browser";
import { itPaintsTheFirstScreenAlike, samplePaths } from "./support/first-screen";

const paths = await samplePaths();

afterAll(closeBrowser);

describe("first round trip", () => {
  itPaintsTheFirstScreenAlike("desktop", VIEWPORTS.desktop, paths);
});
