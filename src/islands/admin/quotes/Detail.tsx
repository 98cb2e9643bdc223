/** One labelled fact of a quote (inside a <dl>); `breakAnywhere` for an unbroken value such as an e-mail address. */
export function Detail({ label, value, breakAnywhere }: { label: string; value: string; breakAnywhere?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-mid uppercase">{label}</dt>
      <dd className={`text-slate-ink ${breakAnywhere ? "[overflow-wrap:anywhere]" : ""}`}>{value}</dd>
    </div>
  );
}
