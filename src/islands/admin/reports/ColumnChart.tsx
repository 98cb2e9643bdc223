/**
 * Columns over time (revenue by month) as accessible SVG: role="img" with <title> and a <desc>
 * listing every month's value; month labels under the columns (every few months when there are
 * many) and the highest value written on the axis, so the chart needs no hover to be read.
 */
import { useId } from "react";

export interface Column {
  label: string;
  value: number;
}

const WIDTH = 320;
const HEIGHT = 180;
const TOP = 20;
const AXIS = 24;

export function ColumnChart({
  title,
  desc,
  columns,
  format,
}: {
  title: string;
  desc: string;
  columns: readonly Column[];
  format: (value: number) => string;
}) {
  const id = useId();
  const max = Math.max(1, ...columns.map((column) => column.value));
  const slot = WIDTH / Math.max(1, columns.length);
  const every = Math.ceil(columns.length / 6);
  const plot = HEIGHT - TOP - AXIS;
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="mt-4 block h-auto w-full max-w-xl"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{desc}</desc>
      <g aria-hidden="true">
        <text x={0} y={12} fontSize={12} className="fill-slate-mid">
          {format(max)}
        </text>
        <line x1={0} x2={WIDTH} y1={TOP} y2={TOP} className="stroke-slate-line" strokeDasharray="3 3" />
        <line x1={0} x2={WIDTH} y1={TOP + plot} y2={TOP + plot} className="stroke-slate-mid" />
        {columns.map((column, index) => {
          const height = (plot * column.value) / max;
          const x = index * slot;
          return (
            <g key={column.label}>
              <rect
                x={x + slot * 0.15}
                y={TOP + plot - height}
                width={Math.max(1, slot * 0.7)}
                height={height}
                className="fill-copper-deep"
              />
              {index % every === 0 && (
                <text x={x + slot / 2} y={HEIGHT - 6} fontSize={11} textAnchor="middle" className="fill-slate-ink">
                  {column.label}
                </text>
              )}
            </g>
          );
        })}
      </g>
    </svg>
  );
}
