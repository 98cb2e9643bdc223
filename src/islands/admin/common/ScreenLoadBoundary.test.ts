import { describe, expect, it } from "vitest";
import { isModuleLoadError } from "./ScreenLoadBoundary";

describe("isModuleLoadError", () => {
  it("knows a screen's module that did not load, as each browser and Vite's preload say it", () => {
    for (const message of [
      "Failed to fetch dynamically imported module: http://localhost:8888/_astro/Dashboard.abc.js",
      "error loading dynamically imported module: http://localhost:8888/_astro/Dashboard.abc.js",
      "Importing a module script failed.",
      "Unable to preload CSS for /_astro/Dashboard.abc.css",
    ]) {
      expect(isModuleLoadError(new TypeError(message)), message).toBe(true);
    }
    expect(isModuleLoadError(new Error("Unable to preload CSS for /_astro/x.css"))).toBe(true);
  });

  it("passes any other error on", () => {
    expect(isModuleLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isModuleLoadError("Failed to fetch dynamically imported module")).toBe(false);
    expect(isModuleLoadError(undefined)).toBe(false);
  });
});
