/**
 * Horizontal bars as accessible SVG (no chart library): role="img" named by its <title> and
 * described by its <desc>, which lists every bar's label and value in words; each bar carries its
 * label above it and its value beside it as real text, so the chart reads at 375 px without a
 * legend or hover.
 */
import { useId } from "react";

export interface Bar {
  label: string;
  value: number;
  /** The value as shown ("7", "$12,500", "5 (71%)"). */
  text: string;
}

const WIDTH = 320;
const ROW = 40;
const BAR = 14;
const VALUE_SPACE = 96;

export function BarChart({ title, desc, bars }: { title: string; desc: string; bars: readonly Bar[] }) {
  const id = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const height = bars.length * ROW + 4;
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${WIDTH} ${height}`}
      className="mt-4 block h-auto w-full max-w-xl"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{desc}</desc>
      {bars.map((bar, index) => {
        const y = index * ROW;
        const width = bar.value > 0 ? Math.max(2, ((WIDTH - VALUE_SPACE) * bar.value) / max) : 0;
        return (
          <g key={`${bar.label}-${index}`} aria-hidden="true">
            <text x={0} y={y + 13} className="fill-slate-ink" fontSize={13}>
              {bar.label}
            </text>
            <rect x={0} y={y + 19} width={width} height={BAR} rx={2} className="fill-copper-deep" />
            <text x={width + 6} y={y + 31} className="fill-slate-ink" fontSize={13} fontWeight={600}>
              {bar.text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
