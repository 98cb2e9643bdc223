/** Classes of the blog list's search controls, shared by BlogSearch.astro and its script. */
const chip =
  "rounded-full border px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-dark";

/** A category button, pressed (the category shown) or not. */
export function categoryChipClass(active: boolean): string {
  return `${chip} ${
    active
      ? "border-slate-ink bg-slate-ink text-white"
      : "border-slate-line bg-white text-slate-deep hover:border-slate-mid"
  }`;
}

/** The category button that shows every post. */
export const ALL_CATEGORIES = "all";
