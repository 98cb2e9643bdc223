/** One figure of a screen's summary row (inside a <dl>). */
export function StatCard({ label, value }: { label: string; value: number | string }) {
  return (
    <div className="rounded-lg border border-slate-line bg-white p-4">
      <dt className="text-sm font-medium text-slate-mid">{label}</dt>
      <dd className="mt-1 font-serif text-3xl text-slate-ink">{value}</dd>
    </div>
  );
}
