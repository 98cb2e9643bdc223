/**
 * Generates the site's original SVG artwork into src/assets/art/ (slate courses with nail holes
 * and a copper ridge, Victorian / Colonial / church elevations, slater's tools, the default
 * project image). Drawn from code so the shades vary like real slate yet every run gives the
 * same files. Run: `npx tsx scripts/art/generate-art.ts`, then commit the SVGs.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { seededRandom } from "../lib/seeded-random";
import {
  COPPER,
  COPPER_DARK,
  DEEP,
  INK,
  LINE,
  PAPER,
  PAPER_DEEP,
  SLATE_TONES,
  copperGradient,
  round,
  slatePattern,
  svg,
  window,
} from "./art-parts";

const OUT = path.resolve("src/assets/art");

function victorian(framed = false): string {
  const defs = [
    slatePattern({ id: "v-slate", slateWidth: 26, courseHeight: 13, columns: 12, rows: 8, seed: 7 }),
    slatePattern({ id: "v-fish", slateWidth: 22, courseHeight: 16, columns: 10, rows: 6, seed: 11, fishscale: true }),
    copperGradient("v-copper"),
  ].join("");
  const body = `<defs>${defs}</defs>
<circle cx="690" cy="190" r="150" fill="${PAPER_DEEP}"/>
<rect x="40" y="690" width="880" height="6" rx="3" fill="${LINE}"/>
<!-- chimney -->
<rect x="560" y="150" width="46" height="150" fill="#7b4a2d"/><rect x="552" y="140" width="62" height="16" fill="${INK}"/>
<path d="M560 246h46" stroke="${COPPER}" stroke-width="6"/>
<!-- main house body -->
<rect x="250" y="360" width="520" height="330" fill="${PAPER}" stroke="${INK}" stroke-width="4"/>
<!-- main hipped roof -->
<path d="M230 372 L360 220 L700 220 L790 372 Z" fill="url(#v-slate)" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/>
<path d="M356 222 L704 222" stroke="url(#v-copper)" stroke-width="10" stroke-linecap="round"/>
<!-- front gable -->
<path d="M470 420 L590 250 L710 420 Z" fill="url(#v-fish)" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/>
<path d="M470 420 L590 250 L710 420" fill="none" stroke="url(#v-copper)" stroke-width="9" stroke-linejoin="round" stroke-linecap="round"/>
<path d="M590 250v-34" stroke="${COPPER_DARK}" stroke-width="5"/><circle cx="590" cy="210" r="8" fill="${COPPER}"/>
<rect x="480" y="420" width="220" height="270" fill="${PAPER}" stroke="${INK}" stroke-width="4"/>
${window(560, 300, 60, 80, true)}
${window(515, 460, 60, 110)}${window(605, 460, 60, 110)}
<!-- turret -->
<rect x="150" y="330" width="140" height="360" fill="${PAPER}" stroke="${INK}" stroke-width="4"/>
<path d="M136 340 L220 120 L304 340 Z" fill="url(#v-fish)" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/>
<path d="M136 340 H304" stroke="url(#v-copper)" stroke-width="10" stroke-linecap="round"/>
<path d="M220 120v-46" stroke="${COPPER_DARK}" stroke-width="5"/><circle cx="220" cy="68" r="9" fill="${COPPER}"/>
${window(190, 390, 60, 100, true)}${window(190, 540, 60, 100)}
<!-- porch -->
<path d="M300 560 L330 520 H480 V560 Z" fill="url(#v-slate)" stroke="${INK}" stroke-width="3.5" stroke-linejoin="round"/>
<path d="M300 560H480" stroke="url(#v-copper)" stroke-width="7" stroke-linecap="round"/>
<path d="M315 560v130M400 560v130M470 560v130" stroke="${INK}" stroke-width="5"/>
<rect x="370" y="600" width="50" height="90" fill="${DEEP}"/>
${window(320, 410, 50, 80)}${window(400, 410, 50, 80)}
<rect x="250" y="686" width="520" height="8" fill="${INK}"/>`;
  const title = "Queen Anne Victorian house with a fishscale slate turret and copper ridges";
  if (!framed) return svg(960, 720, title, body);
  // The same house on a tinted ground in the 3:2 frame of a project card.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 56 960 640" width="960" height="640" role="img"><title>${title}</title><rect y="56" width="960" height="640" fill="${PAPER_DEEP}"/>${body.replace(`fill="${PAPER_DEEP}"/>`, `fill="${PAPER}"/>`)}</svg>\n`;
}

function colonial(): string {
  const defs = [
    slatePattern({ id: "c-slate", slateWidth: 20, courseHeight: 10, columns: 12, rows: 8, seed: 21 }),
    copperGradient("c-copper"),
  ].join("");
  const body = `<defs>${defs}</defs>
<rect width="480" height="320" fill="${PAPER_DEEP}"/>
<rect x="20" y="286" width="440" height="4" rx="2" fill="${LINE}"/>
<rect x="88" y="64" width="26" height="70" fill="#7b4a2d"/><rect x="366" y="64" width="26" height="70" fill="#7b4a2d"/>
<rect x="84" y="58" width="34" height="9" fill="${INK}"/><rect x="362" y="58" width="34" height="9" fill="${INK}"/>
<path d="M40 160 L110 92 H370 L440 160 Z" fill="url(#c-slate)" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/>
<path d="M108 93 H372" stroke="url(#c-copper)" stroke-width="7" stroke-linecap="round"/>
<g fill="${PAPER}" stroke="${INK}" stroke-width="2.5">
<path d="M150 150v-28l20-18 20 18v28z"/><path d="M220 150v-28l20-18 20 18v28z"/><path d="M290 150v-28l20-18 20 18v28z"/></g>
<rect x="160" y="126" width="20" height="20" fill="${DEEP}"/><rect x="230" y="126" width="20" height="20" fill="${DEEP}"/><rect x="300" y="126" width="20" height="20" fill="${DEEP}"/>
<rect x="60" y="160" width="360" height="128" fill="${PAPER}" stroke="${INK}" stroke-width="3"/>
${[84, 144, 300, 360].map((x) => window(x, 178, 34, 40)).join("")}
${[84, 144, 300, 360].map((x) => window(x, 232, 34, 40)).join("")}
<path d="M206 200 L240 176 L274 200 Z" fill="${PAPER}" stroke="${INK}" stroke-width="2.5"/>
<rect x="220" y="204" width="40" height="84" fill="${DEEP}"/><circle cx="252" cy="248" r="2.5" fill="${COPPER}"/>`;
  return svg(480, 320, "Colonial house with a new slate roof, dormers and copper ridge", body);
}

function church(): string {
  const defs = [
    slatePattern({ id: "k-slate", slateWidth: 18, courseHeight: 9, columns: 12, rows: 8, seed: 33 }),
    slatePattern({ id: "k-fish", slateWidth: 12, courseHeight: 9, columns: 10, rows: 6, seed: 35, fishscale: true }),
    copperGradient("k-copper"),
  ].join("");
  const body = `<defs>${defs}</defs>
<rect width="480" height="320" fill="${PAPER_DEEP}"/>
<rect x="20" y="286" width="440" height="4" rx="2" fill="${LINE}"/>
<rect x="90" y="150" width="70" height="138" fill="${PAPER}" stroke="${INK}" stroke-width="3"/>
<path d="M84 154 L125 36 L166 154 Z" fill="url(#k-fish)" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/>
<path d="M125 36v-22M116 22h18" stroke="${COPPER_DARK}" stroke-width="4"/>
${window(110, 176, 30, 44, true)}
<path d="M150 190 L300 84 L450 190 Z" fill="url(#k-slate)" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/>
<path d="M150 190 L300 84 L450 190" fill="none" stroke="url(#k-copper)" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>
<rect x="160" y="190" width="280" height="98" fill="${PAPER}" stroke="${INK}" stroke-width="3"/>
${[190, 250, 330, 390].map((x) => window(x, 206, 24, 50, true)).join("")}
<path d="M278 288v-44a22 22 0 0 1 44 0v44z" fill="${DEEP}"/>
<circle cx="300" cy="150" r="16" fill="${PAPER}" stroke="${INK}" stroke-width="3"/><path d="M300 134v32M284 150h32" stroke="${INK}" stroke-width="2"/>`;
  return svg(480, 320, "Stone church with a steep slate roof and fishscale slate steeple", body);
}

function tools(): string {
  const body = `<defs>${copperGradient("t-copper", false)}<linearGradient id="t-steel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9aa5b1"/><stop offset="1" stop-color="#52606d"/></linearGradient></defs>
<rect width="480" height="320" fill="${PAPER_DEEP}"/>
<!-- slater's hammer: pick on one end, square head, leather-wrapped handle -->
<g transform="rotate(-18 240 160)">
<rect x="110" y="86" width="210" height="16" rx="8" fill="#7b4a2d"/>
<rect x="110" y="86" width="70" height="16" rx="8" fill="${INK}"/>
<path d="M300 70 h40 v12 l70 18 -70 6 v12 h-40 z" fill="url(#t-steel)" stroke="${INK}" stroke-width="2"/>
<rect x="286" y="66" width="22" height="56" rx="3" fill="url(#t-steel)" stroke="${INK}" stroke-width="2"/>
<circle cx="330" cy="94" r="3" fill="${INK}"/>
</g>
<!-- slate ripper: long flat blade with hooked notches -->
<g transform="translate(0 -30) rotate(6 240 200)">
<rect x="60" y="196" width="80" height="20" rx="8" fill="#7b4a2d"/>
<rect x="132" y="200" width="16" height="12" fill="${INK}"/>
<path d="M148 201 H400 l14 -8 v6 l-8 7 8 7 v6 l-14 -8 H148 z" fill="url(#t-steel)" stroke="${INK}" stroke-width="2"/>
</g>
<!-- slate cutter (shears) -->
<g transform="translate(296 262) scale(.8)">
<path d="M0 0 L120 -22 L124 -12 L6 12 z" fill="url(#t-steel)" stroke="${INK}" stroke-width="2"/>
<path d="M0 8 L-80 40" stroke="#7b4a2d" stroke-width="12" stroke-linecap="round"/>
<path d="M6 0 L-70 -30" stroke="#7b4a2d" stroke-width="12" stroke-linecap="round"/>
<circle cx="3" cy="4" r="7" fill="url(#t-copper)" stroke="${INK}" stroke-width="2"/>
</g>
<!-- copper nails -->
<g fill="url(#t-copper)" stroke="${COPPER_DARK}" stroke-width="1.5">
${[48, 72, 96].map((x, index) => `<g transform="translate(${x} ${70 + index * 10}) rotate(${index * 25 - 20})"><rect x="-2" y="0" width="4" height="34" rx="1.5"/><rect x="-8" y="-3" width="16" height="4" rx="2"/></g>`).join("")}
</g>`;
  return svg(480, 320, "Slater's hammer, slate ripper, slate cutter and copper nails", body);
}

/** Individual slates laid in courses, nail holes visible at the heads, under a copper ridge. */
function slateCourses(width: number, height: number, seed: number, title: string): string {
  const next = seededRandom(seed);
  const slateW = 120;
  const exposure = 64;
  const parts: string[] = [];
  const ridgeHeight = 40;
  const courses = Math.ceil((height - ridgeHeight) / exposure) + 1;
  // Laid from the eave up, as on a roof: each course covers the heads of the course below.
  for (let row = courses; row >= 0; row--) {
    const y = ridgeHeight - exposure - 10 + row * exposure;
    const offset = row % 2 ? -slateW / 2 : 0;
    for (let x = offset; x < width; x += slateW) {
      const tone = SLATE_TONES[Math.floor(next() * SLATE_TONES.length)]!;
      const w = slateW - 6;
      const h = exposure * 2 - 8;
      parts.push(`<g transform="translate(${x + 3} ${y})"><rect width="${w}" height="${h}" rx="4" fill="${tone}"/>`);
      // Texture: faint cleavage lines in the stone.
      parts.push(
        `<path d="M8 ${round(h * 0.55 + next() * 20)}q${w / 3} ${round(next() * 6 - 3)} ${w - 16} ${round(next() * 8 - 4)}" stroke="#fff" stroke-opacity=".07" stroke-width="2" fill="none"/>`,
      );
      // Two nail holes per slate, drawn just below the butt of the course above (stylised:
      // on a roof they sit under the headlap).
      parts.push(
        `<circle cx="${round(w * 0.24)}" cy="${exposure + 12}" r="3.4" fill="#151c22"/><circle cx="${round(w * 0.76)}" cy="${exposure + 12}" r="3.4" fill="#151c22"/>`,
      );
      parts.push(`<rect y="${h - 6}" width="${w}" height="6" rx="3" fill="#151c22" opacity=".5"/></g>`);
    }
  }
  const body = `<defs>${copperGradient("r-copper")}<clipPath id="r-clip"><rect width="${width}" height="${height}"/></clipPath></defs>
<g clip-path="url(#r-clip)"><rect width="${width}" height="${height}" fill="${INK}"/>${parts.join("")}
<rect x="-10" y="0" width="${width + 20}" height="${ridgeHeight}" fill="url(#r-copper)"/>
<rect x="-10" y="${ridgeHeight - 4}" width="${width + 20}" height="4" fill="${COPPER_DARK}"/>
${Array.from({ length: Math.ceil(width / 160) + 1 }, (_, index) => `<rect x="${index * 160 + 40}" y="6" width="3" height="${ridgeHeight - 12}" fill="${COPPER_DARK}" opacity=".5"/>`).join("")}
</g>`;
  return svg(width, height, title, body);
}

function projectDefault(): string {
  const defs = [
    slatePattern({ id: "p-slate", slateWidth: 40, courseHeight: 20, columns: 10, rows: 8, seed: 51 }),
    copperGradient("p-copper"),
  ].join("");
  const body = `<defs>${defs}</defs>
<rect width="1200" height="800" fill="${PAPER_DEEP}"/>
<circle cx="930" cy="230" r="170" fill="${PAPER}"/>
<rect x="0" y="700" width="1200" height="100" fill="#e6e0d4"/>
<rect x="760" y="190" width="70" height="190" fill="#7b4a2d"/><rect x="750" y="178" width="90" height="20" fill="${INK}"/>
<path d="M170 420 L600 130 L1030 420 Z" fill="url(#p-slate)" stroke="${INK}" stroke-width="6" stroke-linejoin="round"/>
<path d="M170 420 L600 130 L1030 420" fill="none" stroke="url(#p-copper)" stroke-width="16" stroke-linejoin="round" stroke-linecap="round"/>
<path d="M600 130v-50" stroke="${COPPER_DARK}" stroke-width="8"/><circle cx="600" cy="72" r="12" fill="${COPPER}"/>
<rect x="230" y="420" width="740" height="282" fill="${PAPER}" stroke="${INK}" stroke-width="6"/>
${window(300, 470, 90, 140)}${window(810, 470, 90, 140)}${window(555, 300, 90, 90, true)}
<rect x="550" y="500" width="100" height="202" fill="${DEEP}"/><circle cx="630" cy="600" r="6" fill="${COPPER}"/>
<rect x="150" y="698" width="900" height="10" fill="${INK}"/>`;
  return svg(1200, 800, "Illustration of a slate-roofed house with a copper ridge", body);
}

/**
 * The lead pages' hero backdrop (LeadHero.astro shows it at 20% opacity, md and up): staggered
 * slates under a copper line. A file rather than inline SVG, so the page's first round trip
 * stays small (issue 24); preserveAspectRatio crops it to the hero's right half as before.
 */
function leadHeroSlates(): string {
  const slates = Array.from({ length: 6 }, (_, row) =>
    Array.from(
      { length: 9 },
      (_, column) => `<rect x="${column * 48 - (row % 2) * 24}" y="${row * 40}" width="44" height="56" rx="3"/>`,
    ).join(""),
  ).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 240" preserveAspectRatio="xMaxYMid slice"><g fill="#52606d" stroke="${INK}" stroke-width="2">${slates}</g><rect width="400" height="6" fill="${COPPER}"/></svg>\n`;
}

const files: Record<string, string> = {
  "lead-hero-slates.svg": leadHeroSlates(),
  "hero-victorian.svg": victorian(),
  "house-colonial.svg": colonial(),
  "church.svg": church(),
  "tools.svg": tools(),
  "slate-courses.svg": slateCourses(1200, 360, 3, "Slate courses with nail holes under a copper ridge"),
  "slate-courses-narrow.svg": slateCourses(640, 640, 5, "Close-up of slate courses under a copper ridge"),
  "project-default.svg": projectDefault(),
  "project-restoration.svg": victorian(true),
};

await mkdir(OUT, { recursive: true });
for (const [name, content] of Object.entries(files)) {
  await writeFile(path.join(OUT, name), content);
  console.log(`wrote src/assets/art/${name} (${content.length} bytes)`);
}
