/** What a screen shows while its data loads. */
export function LoadingState({ label }: { label: string }) {
  return (
    <p role="status" className="py-12 text-center text-slate-mid">
      {label}
    </p>
  );
}
