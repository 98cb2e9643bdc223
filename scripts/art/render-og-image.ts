/**
 * Renders public/og-image.png (1200×630, the social-sharing image) from an HTML composition of
 * the slate-courses artwork and the brand in our own fonts, screenshotted by Chromium.
 * Run after generate-art.ts: `npx tsx scripts/art/render-og-image.ts`.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { chromium } from "playwright-core";
import { chromiumPath } from "../lib/chromium";
import { serviceAreas, site } from "../../src/shared/site";

const root = path.resolve(".");
const dataUrl = async (file: string, type: string) =>
  `data:${type};base64,${(await readFile(path.join(root, file))).toString("base64")}`;

const fraunces = await dataUrl("node_modules/@fontsource/fraunces/files/fraunces-latin-600-normal.woff2", "font/woff2");
const inter = await dataUrl(
  "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  "font/woff2",
);
const courses = await dataUrl("src/assets/art/slate-courses-narrow.svg", "image/svg+xml");
const house = await dataUrl("src/assets/art/hero-victorian.svg", "image/svg+xml");

const html = `<!doctype html><html><head><style>
@font-face { font-family: Fraunces; src: url(${fraunces}) format("woff2"); font-weight: 600; }
@font-face { font-family: Inter; src: url(${inter}) format("woff2"); font-weight: 100 900; }
* { margin: 0; box-sizing: border-box; }
body { width: 1200px; height: 630px; background: #faf8f4; font-family: Inter; color: #1f2933; display: grid; grid-template-columns: 660px 540px; overflow: hidden; }
.text { padding: 64px 48px 56px 72px; display: flex; flex-direction: column; }
.eyebrow { font-size: 22px; font-weight: 600; letter-spacing: .14em; text-transform: uppercase; color: #8a4f1d; }
h1 { font-family: Fraunces; font-weight: 600; font-size: 66px; line-height: 1.05; margin-top: 22px; letter-spacing: -.01em; }
p.lead { font-size: 27px; line-height: 1.4; margin-top: 24px; color: #323f4b; }
.foot { margin-top: auto; display: flex; gap: 24px; white-space: nowrap; align-items: center; font-size: 24px; font-weight: 600; }
.phone { white-space: nowrap; background: #8a4f1d; color: #fff; padding: 12px 22px; border-radius: 8px; }
.art { position: relative; background: url(${courses}) center / cover; }
.art img { position: absolute; left: 40px; bottom: 40px; width: 460px; background: #faf8f4; border-radius: 14px; border: 6px solid #b87333; }
</style></head><body>
<div class="text">
  <div class="eyebrow">Slate roofing since ${site.foundedYear}</div>
  <h1>${site.name}</h1>
  <p class="lead">Historic restoration, new slate roofs and repairs across ${serviceAreas.map((area) => area.state).join(" and ")}.</p>
  <div class="foot"><span class="phone">${site.phone.display}</span><span>${site.stats.projects} projects since ${site.foundedYear}</span></div>
</div>
<div class="art"><img src="${house}" alt=""></div>
</body></html>`;

const browser = await chromium.launch({
  executablePath: await chromiumPath(),
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(html, { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(root, "public/og-image.png"), type: "png" });
  console.log("wrote public/og-image.png (1200×630)");
} finally {
  await browser.close();
}
