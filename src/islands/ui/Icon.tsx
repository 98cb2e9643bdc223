/** One of the site's line icons (src/shared/icons.ts) as inline SVG; decorative, so hidden from readers. */
import { iconFrame, icons, type IconName } from "../../shared/icons";

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
      {...iconFrame(size, filled)}
      className={className}
      focusable="false"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={icons[name]} />
    </svg>
  );
}
