/**
 * A post's category on the category's colour, with white or ink text, whichever contrasts more
 * (the rule and classes come from src/shared/blog.ts, which the Astro badge uses too). The colour
 * is an SVG fill rather than a style attribute, so a strict CSP (no inline styles) allows it.
 */
import { categoryBadgeLook } from "../../shared/blog";
import { seoDefaults } from "../../shared/site";

interface Props {
  category: { name: string; color: string } | null | undefined;
  /** Shown for a post without a category. */
  fallback?: string;
}

export function CategoryBadge({ category, fallback = seoDefaults.defaultCategoryName }: Props) {
  const { background, className } = categoryBadgeLook(category?.color);
  return (
    <span className={className}>
      <svg aria-hidden="true" className="absolute inset-0 -z-10 size-full" preserveAspectRatio="none">
        <rect width="100%" height="100%" rx="12" fill={background} />
      </svg>
      {category?.name ?? fallback}
    </span>
  );
}
