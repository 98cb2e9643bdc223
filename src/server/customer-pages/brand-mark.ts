/**
 * The brand mark (slate courses under a copper ridge) as the site's header and footer draw it
 * (src/components/layout/Logo.astro), for the pages the server draws: presentation attributes
 * only, no style attribute, so the pages' strict CSP holds. Decorative: the wordmark beside it names
 * the business.
 */
const COURSES = [
  [14, 40],
  [27, 40],
  [40, 40],
  [20, 50],
  [33, 50],
];

export const brandMark = (onDark: boolean) =>
  `<svg viewBox="0 0 64 64" width="40" height="40" aria-hidden="true" focusable="false">` +
  `<rect x="1" y="1" width="62" height="62" rx="12" fill="#1f2933" stroke="${onDark ? "#52606d" : "#1f2933"}" stroke-width="2"/>` +
  `<path d="M8 40 32 14l24 26" fill="none" stroke="#b87333" stroke-width="5" stroke-linejoin="round"/>` +
  `<g fill="#52606d">${COURSES.map(([x, y]) => `<rect x="${x}" y="${y}" width="11" height="8" rx="1"/>`).join("")}</g></svg>`;
