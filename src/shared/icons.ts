/**
 * The site's line icons: one stroked path each on a 24×24 grid, drawn as inline SVG by the Astro
 * pages (components/ui/LineIcon.astro) and the islands (islands/ui/Icon.tsx). SVG rather than
 * emoji or dingbat characters, which render as empty boxes where no font has the glyph. Icons are
 * decorative: the button or link around one carries its name.
 */
export const icons = {
  menu: "M4 7h16M4 12h16M4 17h16",
  close: "M6 6l12 12M18 6 6 18",
  pencil: "M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4",
  trash: "M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6",
  chevronDown: "M6 9l6 6 6-6",
  check: "M5 12l5 5L20 7",
  arrowLeft: "M19 12H5M12 19l-7-7 7-7",
  phone: "M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2",
  message: "M21 11.5a8.4 8.4 0 0 1-12.3 7.4L3 21l2-5.4A8.4 8.4 0 1 1 21 11.5z",
  mail: "M3 6h18v12H3zM3 7l9 6 9-6",
  mapPin: "M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  star: "M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9z",
  bulletList: "M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01",
  orderedList: "M10 6h10M10 12h10M10 18h10M4 5h1v4M4 9h2M6 19H4c0-1.2 2-1.8 2-3 0-.8-1.2-1.3-2-.6",
} as const;

export type IconName = keyof typeof icons;

/**
 * The frame both drawings give an icon's `<svg>`: the grid, the size, hidden from readers, stroked (and filled,
 * for the rating star) in the text's colour. The stroke's width, caps and joins are spelled apart (`stroke-width`
 * in Astro, `strokeWidth` in React).
 */
export function iconFrame(size: number | undefined, filled: boolean) {
  return {
    viewBox: "0 0 24 24",
    width: size,
    height: size,
    "aria-hidden": "true",
    fill: filled ? "currentColor" : "none",
    stroke: "currentColor",
  } as const;
}
