/** A screen's heading (the one <h1>, focused on navigation), its introduction and its main action. */
import type { ReactNode } from "react";

export function ScreenHeader({ title, intro, action }: { title: string; intro?: string; action?: ReactNode }) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="font-serif text-4xl text-slate-ink">{title}</h1>
        {intro && <p className="mt-1 text-slate-mid">{intro}</p>}
      </div>
      {action}
    </header>
  );
}

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
