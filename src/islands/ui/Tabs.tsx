/**
 * Tabs (Radix) in the brand's style: a labelled tab list from `tabs`, and one <TabPanel> per
 * value as children. Arrow keys move between tabs; the panel follows the selected tab. On a phone the
 * row scrolls sideways: the selected tab is scrolled into it (an address such as `?tab=first-text`
 * opens a tab past the edge).
 */
import * as TabsPrimitive from "@radix-ui/react-tabs";
import { useEffect, useRef, type ReactNode } from "react";

interface TabsProps<V extends string> {
  value: V;
  onValueChange: (value: V) => void;
  label: string;
  tabs: readonly { value: V; label: ReactNode }[];
  children: ReactNode;
}

const triggerClass =
  "rounded-t-md border-b-2 border-transparent px-2.5 py-2 text-sm sm:px-4 font-semibold text-slate-deep hover:text-slate-ink focus-visible:outline-2 focus-visible:outline-copper-dark data-[state=active]:border-copper-deep data-[state=active]:text-slate-ink";

/** Scrolls the row sideways (only) so that its selected tab is in view. */
function revealSelected(list: HTMLElement | null): void {
  const tab = list?.querySelector<HTMLElement>('[data-state="active"]');
  if (!list || !tab) return;
  const row = list.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  if (box.left < row.left) list.scrollLeft -= row.left - box.left;
  else if (box.right > row.right) list.scrollLeft += box.right - row.right;
}

export function Tabs<V extends string>({ value, onValueChange, label, tabs, children }: TabsProps<V>) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => revealSelected(list.current), [value]);
  return (
    <TabsPrimitive.Root value={value} onValueChange={(next) => onValueChange(next as V)}>
      <TabsPrimitive.List
        ref={list}
        aria-label={label}
        // One row on a phone too, scrolling sideways when the tabs need more room.
        className="flex gap-1 overflow-x-auto border-b border-slate-line whitespace-nowrap"
      >
        {tabs.map((tab) => (
          <TabsPrimitive.Trigger key={tab.value} value={tab.value} className={triggerClass}>
            {tab.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {children}
    </TabsPrimitive.Root>
  );
}

export function TabPanel({
  value,
  className = "",
  children,
}: {
  value: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <TabsPrimitive.Content value={value} className={`pt-6 ${className}`}>
      {children}
    </TabsPrimitive.Content>
  );
}
