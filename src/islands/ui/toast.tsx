/**
 * Toasts: default or destructive, one at a time, shown 5000 ms (paused while hovered or focused),
 * closable or swiped right past 50 px, removed 1,000,000 ms after dismissal, F8 focuses the
 * region, viewport at most 420 px wide on medium screens. `toast()` can be called from anywhere;
 * render one toaster once. <Toaster /> is plain elements rather than a toast library: the public
 * lead forms render it, and every kilobyte there is paid by each visitor (issue 14). The console
 * renders the same toasts with Radix (admin/AdminToaster.tsx).
 */
import { useEffect, useRef, useState, useSyncExternalStore, type PointerEvent } from "react";

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastEntry extends ToastInput {
  id: number;
  open: boolean;
}

let entries: ToastEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function publish(next: ToastEntry[]) {
  entries = next;
  for (const listener of listeners) listener();
}

export function dismiss(id: number) {
  publish(entries.map((entry) => (entry.id === id ? { ...entry, open: false } : entry)));
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      publish(entries.filter((entry) => entry.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Shows a toast, replacing the one on screen (one at a time). */
export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  publish([{ ...input, id, open: true }, ...entries].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismiss(id) };
}

export function useToasts(): ToastEntry[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => entries,
    () => entries,
  );
}

export const variantClasses: Record<ToastVariant, string> = {
  default: "border-slate-line bg-white text-slate-ink",
  destructive: "border-red-800 bg-red-800 text-white",
};

function ToastItem({ entry }: { entry: ToastEntry }) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => dismiss(entry.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [entry.id, paused]);

  const onPointerMove = (event: PointerEvent) => {
    if (swipeStart.current !== null) setOffset(Math.max(0, event.clientX - swipeStart.current));
  };
  const onPointerUp = () => {
    if (offset > TOAST_SWIPE_THRESHOLD_PX) dismiss(entry.id);
    swipeStart.current = null;
    setOffset(0);
  };

  return (
    // Each toast is a status (as the console's tests and assistive technology look for it); the list
    // around it is the live region that announces it, so the item itself is not announced twice.
    <div
      role="status"
      aria-live="off"
      aria-atomic="true"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={(event) => (swipeStart.current = event.clientX)}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      // Set through the DOM (allowed by the CSP), never server-rendered: no toast exists then.
      style={offset ? { translate: `${offset}px 0` } : undefined}
      className={`pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg ${variantClasses[entry.variant ?? "default"]}`}
    >
      <div className="grid gap-1">
        <p className="text-sm font-semibold">{entry.title}</p>
        {entry.description && <p className="text-sm opacity-90">{entry.description}</p>}
      </div>
      <button
        type="button"
        aria-label="Close notification"
        onClick={() => dismiss(entry.id)}
        className="absolute top-2 right-2 rounded p-1 leading-none opacity-80 hover:opacity-100 focus-visible:outline-2"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

export function Toaster() {
  const toasts = useToasts();
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "F8") region.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <section aria-label="Notification (F8)">
      <div
        ref={region}
        tabIndex={-1}
        aria-live="polite"
        aria-atomic="true"
        // The region is empty most of the time and lies over the phones' Call / Get Free Quote bar:
        // it lets taps through, and only a toast inside it takes them (issue 25).
        className="pointer-events-none fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none md:max-w-[420px]"
      >
        {toasts
          .filter((entry) => entry.open)
          .map((entry) => (
            <ToastItem key={entry.id} entry={entry} />
          ))}
      </div>
    </section>
  );
}
