import type { ReactNode } from "react";

/** A screen's bordered panel with its own heading. */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-lg border border-slate-line bg-white p-4 sm:p-6">
      <h2 id={id} className="font-serif text-2xl text-slate-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
