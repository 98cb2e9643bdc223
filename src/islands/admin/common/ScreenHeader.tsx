/**
 * A screen's heading (the one <h1>, focused on navigation), its introduction and its main action,
 * which stays beside the heading on a phone where it fits.
 */
import type { ReactNode } from "react";

export function ScreenHeader({ title, intro, action }: { title: string; intro?: string; action?: ReactNode }) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3 sm:items-end">
      <div className="min-w-0 flex-1 basis-48">
        <h1 className="font-serif text-3xl text-slate-ink sm:text-4xl">{title}</h1>
        {intro && <p className="mt-1 text-sm text-slate-mid sm:text-base">{intro}</p>}
      </div>
      {action}
    </header>
  );
}
