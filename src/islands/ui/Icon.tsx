/** One of the site's line icons (src/shared/icons.ts) as inline SVG; decorative, so hidden from readers. */
import { icons, type IconName } from "../../shared/icons";

interface Props {
  name: IconName;
  /** Width and height in pixels (default 18). */
  size?: number;
  className?: string;
  /** Filled instead of stroked (the rating star). */
  filled?: boolean;
}

export function Icon({ name, size = 18, className, filled = false }: Props) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={className}
      aria-hidden="true"
      focusable="false"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={icons[name]} />
    </svg>
  );
}
