/** The drawing parts the artwork shares: palette, staggered slate <pattern>s, copper gradients, windows. */
import { seededRandom } from "../lib/seeded-random";

export const INK = "#1f2933";
export const DEEP = "#323f4b";
export const LINE = "#d9dee3";
export const PAPER = "#faf8f4";
export const PAPER_DEEP = "#f0ebe1";
export const COPPER = "#b87333";
export const COPPER_DARK = "#8a4f1d";
export const COPPER_LIGHT = "#d89a5f";

/** Grey-blue Pennsylvania, green-grey Vermont and purple-grey Welsh tones. */
export const SLATE_TONES = ["#3e4c59", "#46535f", "#52606d", "#4a5561", "#3a4652", "#56616b", "#4d5a54", "#544d5e"];

export const round = (value: number) => Math.round(value * 10) / 10;

interface PatternOptions {
  id: string;
  slateWidth: number;
  courseHeight: number;
  columns: number;
  rows: number;
  seed: number;
  tones?: readonly string[];
  fishscale?: boolean;
}

/** A tile of staggered slate courses (half-slate offset on alternate courses) as a <pattern>. */
export function slatePattern(options: PatternOptions): string {
  const { id, slateWidth: w, courseHeight: h, columns, rows, seed, tones = SLATE_TONES, fishscale = false } = options;
  const next = seededRandom(seed);
  const gap = Math.max(1, w * 0.05);
  // Dark joints behind the slates, so nothing drawn underneath shows through the gaps.
  const parts: string[] = [`<rect width="${columns * w}" height="${rows * h}" fill="#27313a"/>`];
  for (let row = 0; row < rows; row++) {
    const offset = row % 2 ? w / 2 : 0;
    for (let column = -1; column <= columns; column++) {
      const x = round(column * w + offset + gap / 2);
      const y = round(row * h);
      const tone = tones[Math.floor(next() * tones.length)]!;
      const width = round(w - gap);
      if (fishscale) {
        const r = width / 2;
        parts.push(
          `<path d="M${x} ${y}h${width}v${round(h - r)}a${round(r)} ${round(r)} 0 0 1 ${-width} 0z" fill="${tone}"/>`,
          `<path d="M${x} ${round(y + h - r)}a${round(r)} ${round(r)} 0 0 0 ${width} 0" fill="none" stroke="#1b242c" stroke-opacity=".55" stroke-width="${round(gap)}"/>`,
        );
      } else {
        parts.push(
          `<rect x="${x}" y="${y}" width="${width}" height="${round(h - gap)}" rx="${round(gap / 2)}" fill="${tone}"/>`,
          // The butt edge of each slate catches a shadow.
          `<rect x="${x}" y="${round(y + h - gap * 2.2)}" width="${width}" height="${round(gap * 1.2)}" fill="#1b242c" opacity=".45"/>`,
        );
      }
    }
  }
  return `<pattern id="${id}" width="${columns * w}" height="${rows * h}" patternUnits="userSpaceOnUse">${parts.join("")}</pattern>`;
}

export const copperGradient = (id: string, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${COPPER_LIGHT}"/><stop offset=".55" stop-color="${COPPER}"/><stop offset="1" stop-color="${COPPER_DARK}"/></linearGradient>`;

export function svg(width: number, height: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img"><title>${title}</title>${body}</svg>\n`;
}

/** Windows: sash panes in slate with a paper frame. */
export function window(x: number, y: number, w: number, h: number, arch = false): string {
  const top = arch
    ? `<path d="M${x} ${y + w / 2}a${w / 2} ${w / 2} 0 0 1 ${w} 0v${h - w / 2}h${-w}z" fill="${DEEP}"/>`
    : `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${DEEP}"/>`;
  return `${top}<path d="M${x + w / 2} ${y + (arch ? 4 : 0)}v${h - (arch ? 4 : 0)}M${x} ${y + h / 2}h${w}" stroke="${PAPER}" stroke-width="3"/><rect x="${x - 4}" y="${y + h}" width="${w + 8}" height="5" fill="${PAPER}" stroke="${INK}" stroke-width="1.5"/>`;
}
