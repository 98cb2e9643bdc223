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
