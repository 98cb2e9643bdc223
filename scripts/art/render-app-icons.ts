/**
 * The installed console's icons (issue 22, decision 039), drawn from the brand like the rest of
 * the artwork (decision 009): a slate roof in staggered courses with nail holes under a copper
 * ridge, on the ink ground of the mark. Writes public/app-icons/: icon.svg, icon-192.png and
 * icon-512.png (purpose any), maskable-512.png (the drawing inside the central 80% safe zone),
 * apple-touch-icon.png (180 px, opaque) and badge-96.png (white on transparent: Android tints it).
 * Run: `npx tsx scripts/art/render-app-icons.ts`, then commit the files.
 */
import { mkdir, writeFile } from "node:fs/promises";
import sharp from "sharp";
import { COPPER, COPPER_LIGHT, INK, SLATE_TONES, round } from "./art-parts";

const OUT = "public/app-icons";

/** The roof in a 100×100 box: a gable of staggered slate courses with nail holes, a copper ridge on top. */
function roof(options: { monochrome?: boolean } = {}): string {
  const gable = "M50 24 L87 80 L13 80 Z";
  const slates: string[] = [];
  const width = 12;
  const courseHeight = 9.4;
  for (let row = 0; row * courseHeight < 58; row++) {
    const y = 24 + row * courseHeight;
    const offset = row % 2 ? width / 2 : 0;
    for (let x = 8 - offset; x < 92; x += width) {
      const tone = options.monochrome ? "#fff" : SLATE_TONES[(row * 3 + Math.round(x / width)) % SLATE_TONES.length]!;
      slates.push(
        `<rect x="${round(x + 0.6)}" y="${round(y + 0.6)}" width="${round(width - 1.2)}" height="${round(courseHeight - 1.2)}" rx="0.8" fill="${tone}"/>`,
      );
      if (!options.monochrome) {
        slates.push(`<circle cx="${round(x + width / 2)}" cy="${round(y + 2.4)}" r="0.75" fill="#1a2229"/>`);
      }
    }
  }
  const ridge = options.monochrome ? "#fff" : "url(#copper)";
  return [
    `<clipPath id="gable"><path d="${gable}"/></clipPath>`,
    `<g clip-path="url(#gable)">${slates.join("")}</g>`,
    `<path d="M9 82 50 20l41 62" fill="none" stroke="${ridge}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>`,
  ].join("");
}

const defs = `<defs><linearGradient id="copper" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${COPPER_LIGHT}"/><stop offset="1" stop-color="${COPPER}"/></linearGradient></defs>`;

/** The icon: `inset` is the share of the side the roof may use (0.8 for the maskable safe zone). */
function iconSvg(options: { rounded: boolean; inset: number }): string {
  const scale = options.inset;
  const shift = (100 - 100 * scale) / 2;
  const corner = options.rounded ? 18 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${defs}<rect width="100" height="100" rx="${corner}" fill="${INK}"/><g transform="translate(${round(shift)} ${round(shift)}) scale(${scale})">${roof()}</g></svg>`;
}

const badgeSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${roof({ monochrome: true })}</svg>`;

async function png(svg: string, size: number, file: string) {
  await sharp(Buffer.from(svg), { density: 600 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${OUT}/${file}`);
}

await mkdir(OUT, { recursive: true });
const icon = iconSvg({ rounded: true, inset: 0.92 });
await writeFile(`${OUT}/icon.svg`, `${icon}\n`);
await png(icon, 192, "icon-192.png");
await png(icon, 512, "icon-512.png");
await png(iconSvg({ rounded: false, inset: 0.72 }), 512, "maskable-512.png");
await png(iconSvg({ rounded: false, inset: 0.86 }), 180, "apple-touch-icon.png");
await png(badgeSvg, 96, "badge-96.png");
console.log(`[art] app icons written to ${OUT}/`);
