/**
 * The site's two web fonts (BRAND.md: Fraunces for headings, Inter for text) at stable addresses,
 * for the pages the server draws: the site's own pages load them from hashed /_astro/ names that a
 * function cannot know, so the build writes these copies too (src/pages/fonts/[file].ts). The
 * faces and the metric-matched fallbacks are those of src/styles/global.css, so nothing shifts
 * when a font arrives. The customer pages' CSP allows fonts from this site only (`font-src 'self'`).
 */
export const FONTS_PATH = "/fonts/";

export const CUSTOMER_PAGE_FONTS = [
  {
    file: "fraunces-latin-600-normal.woff2",
    source: "@fontsource/fraunces/files/fraunces-latin-600-normal.woff2",
    family: "Fraunces",
    weight: "600",
  },
  {
    file: "inter-latin-wght-normal.woff2",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    family: "Inter Variable",
    weight: "100 900",
  },
] as const;

export const SERIF = `"Fraunces","Fraunces Fallback","Times New Roman",serif`;
export const SANS = `"Inter Variable","Inter Fallback",Arial,sans-serif`;

const face = (font: (typeof CUSTOMER_PAGE_FONTS)[number]) =>
  `@font-face{font-family:"${font.family}";font-style:normal;font-display:swap;font-weight:${font.weight};` +
  `src:url(${FONTS_PATH}${font.file}) format("woff2")}`;

/** The @font-face rules every customer page's sheet starts with. */
export const FONT_FACES =
  CUSTOMER_PAGE_FONTS.map(face).join("") +
  `@font-face{font-family:"Fraunces Fallback";src:local("Times New Roman Bold"),local("TimesNewRomanPS-BoldMT"),local("Liberation Serif Bold");` +
  "font-weight:600;size-adjust:112%;ascent-override:87.32%;descent-override:22.77%;line-gap-override:0%}" +
  `@font-face{font-family:"Inter Fallback";src:local("Arial"),local("ArialMT"),local("Liberation Sans");` +
  "size-adjust:107.12%;ascent-override:90.44%;descent-override:22.52%;line-gap-override:0%}";

/** Preloads of both fonts, for the page's head (the heading font first, as on the site). */
export const FONT_PRELOADS = CUSTOMER_PAGE_FONTS.map(
  (font) => `<link rel="preload" href="${FONTS_PATH}${font.file}" as="font" type="font/woff2" crossorigin>`,
).join("");
