/** One labelled fact of a quote (inside a <dl>). */
export function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-mid uppercase">{label}</dt>
      <dd className="text-slate-ink">{value}</dd>
    </div>
  );
}
