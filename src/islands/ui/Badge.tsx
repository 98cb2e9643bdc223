/** A small label in one of the tones of src/shared/options.ts, or an option shown with its own tone. */
import type { ReactNode } from "react";
import type { Option, Tone } from "../../shared/options";

/** Each tone's text keeps at least 4.5:1 contrast on its background. */
const toneClasses: Record<Tone, string> = {
  slate: "bg-slate-mist text-slate-ink border-slate-line",
  blue: "bg-blue-50 text-blue-900 border-blue-200",
  amber: "bg-amber-50 text-amber-900 border-amber-200",
  purple: "bg-purple-50 text-purple-900 border-purple-200",
  green: "bg-green-50 text-green-900 border-green-200",
  red: "bg-red-50 text-red-900 border-red-200",
  copper: "bg-orange-50 text-copper-deep border-orange-200",
};

export function Badge({ tone = "slate", children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${toneClasses[tone]}`}
    >
      {children}
    </span>
  );
}

/** A status (or any option) as a badge: its label in its tone. */
export function OptionBadge({ option, children }: { option: Option; children?: ReactNode }) {
  return <Badge tone={option.tone}>{children ?? option.label}</Badge>;
}
