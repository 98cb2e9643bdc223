/** One figure of a screen's summary row (inside a <dl>); compact on a phone. With `href`, the figure links to the leads it counts. */
import { Link } from "../router";

export function StatCard({
  label,
  value,
  href,
  note,
  className = "",
}: {
  label: string;
  value: number | string;
  href?: string;
  /** A line under the figure saying what it counts. */
  note?: string;
  className?: string;
}) {
  return (
    <div className={`min-w-0 rounded-lg border border-slate-line bg-white p-3 sm:p-4 ${className}`}>
      <dt className="text-sm font-medium text-slate-mid">{label}</dt>
      <dd className="mt-1 font-serif text-2xl [overflow-wrap:anywhere] text-slate-ink sm:text-3xl">
        {href ? (
          <Link
            to={href}
            className="underline decoration-copper decoration-2 underline-offset-4 hover:text-copper-dark"
          >
            {value}
          </Link>
        ) : (
          value
        )}
      </dd>
      {note && <dd className="mt-1 text-xs text-slate-mid">{note}</dd>}
    </div>
  );
}
