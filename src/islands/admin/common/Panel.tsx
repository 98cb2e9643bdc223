import type { ReactNode } from "react";

interface PanelProps {
  id: string;
  title: string;
  /** Where given, the content sits in one block with these classes (its spacing below the heading). */
  bodyClassName?: string;
  children: ReactNode;
}

/** A screen's bordered panel with its own heading. */
export function Panel({ id, title, bodyClassName, children }: PanelProps) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-lg border border-slate-line bg-white p-4 sm:p-6">
      <h2 id={id} className="font-serif text-2xl text-slate-ink">
        {title}
      </h2>
      {bodyClassName ? <div className={bodyClassName}>{children}</div> : children}
    </section>
  );
}
