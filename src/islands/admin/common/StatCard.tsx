/** One figure of a screen's summary row (inside a <dl>); compact on a phone. */
export function StatCard({
  label,
  value,
  className = "",
}: {
  label: string;
  value: number | string;
  className?: string;
}) {
  return (
    <div className={`rounded-lg border border-slate-line bg-white p-3 sm:p-4 ${className}`}>
      <dt className="text-sm font-medium text-slate-mid">{label}</dt>
      <dd className="mt-1 font-serif text-2xl text-slate-ink sm:text-3xl">{value}</dd>
    </div>
  );
}
