/** What a screen shows while its data loads, or when loading failed. */
export function LoadingState({ label }: { label: string }) {
  return (
    <p role="status" className="py-12 text-center text-slate-mid">
      {label}
    </p>
  );
}

export function LoadError({ error, padded }: { error: Error; padded?: boolean }) {
  return (
    <p role="alert" className={padded ? "py-12 text-center text-red-800" : "text-red-800"}>
      {error.message}
    </p>
  );
}
