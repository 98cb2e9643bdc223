import { badgeColors, type PublicCategory } from "../../shared/blog";
import { seoDefaults } from "../../shared/site";

/**
 * A category name on the category's colour (SPEC: default #3b82f6), with white or ink text,
 * whichever gives the higher contrast (≥4.5:1 for the seeded and default colours). The colour
 * is an SVG fill rather than a style attribute, so a strict CSP (no inline styles) allows it.
 */
export function CategoryBadge({ category }: { category: PublicCategory | null }) {
  const { background, text } = badgeColors(category?.color);
  return (
    <span
      className={`relative isolate inline-flex items-center px-3 py-1 text-xs font-semibold tracking-wide uppercase ${
        text === "#ffffff" ? "text-white" : "text-[#111827]"
      }`}
    >
      <svg aria-hidden="true" className="absolute inset-0 -z-10 size-full" preserveAspectRatio="none">
        <rect width="100%" height="100%" rx="12" fill={background} />
      </svg>
      {category?.name ?? seoDefaults.defaultCategoryName}
    </span>
  );
}
