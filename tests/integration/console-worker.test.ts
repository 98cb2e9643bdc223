/**
 * The installable console's files (decision 039), read as the browser gets them from public/: the
 * manifest's scope and start URL are the console's, every icon it names exists with the size it
 * claims, the worker is registered where the console registers it, keeps no /api answer, and its
 * offline page says what the strings say.
 */
import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { WORKER_SCOPE, WORKER_URL } from "../../src/islands/admin/alerts/console-worker";
import { pages } from "../../src/shared/pages";
import { alertStrings } from "../../src/shared/strings/alerts";

const publicFile = (urlPath: string) => readFile(`public${urlPath}`);

describe("the installable console", () => {
  it("has a manifest scoped to the console with icons that exist at their stated sizes", async () => {
    const manifest = JSON.parse((await publicFile("/admin.webmanifest")).toString("utf8")) as {
      scope: string;
      start_url: string;
      id: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      scope: WORKER_SCOPE,
      start_url: pages.admin.path,
      id: pages.admin.path,
      display: "standalone",
    });
    expect(manifest.icons.map((icon) => icon.purpose).sort()).toEqual(["any", "any", "any", "maskable"]);
    for (const icon of manifest.icons) {
      const file = await publicFile(icon.src);
      if (icon.type === "image/png") {
        const { width, height } = await sharp(file).metadata();
        expect(`${width}x${height}`).toBe(icon.sizes);
      } else {
        expect(file.toString("utf8")).toMatch(/^<svg /);
      }
    }
    // Nothing the console needs may live under /admin/: every path there is the shell (netlify.toml).
    for (const path of [WORKER_URL, "/admin.webmanifest", ...manifest.icons.map((icon) => icon.src)]) {
      expect(path.startsWith("/admin/")).toBe(false);
    }
  });

  it("has a worker that never answers /api/* from a cache and says offline in the console's words", async () => {
    const worker = (await publicFile(WORKER_URL)).toString("utf8");
    expect(worker).toContain('url.pathname.startsWith("/api/")) return;');
    expect(worker).toContain('if (request.method !== "GET") return;');
    expect(worker).toContain(alertStrings.offline.page);
  });
});
