/**
 * Stand-in for the npm package react-style-singleton (aliased in astro.config.mjs). Radix's scroll
 * lock for modal dialogs and listboxes (react-remove-scroll-bar) injects a <style> element through
 * it, with the scrollbar width measured at run time; the pages' CSP allows <style> only by hash,
 * so the browser refused it and logged a violation at every dialog. The lock's rules live in
 * src/styles/global.css instead (on `body[data-scroll-locked]`, which the library still sets), and
 * this module keeps the package's API while injecting nothing.
 */
interface SheetProps {
  styles: string;
  dynamic?: boolean;
}

export const stylesheetSingleton = () => ({ add: (_style: string) => undefined, remove: () => undefined });

export const styleHookSingleton = () => (_styles: string, _isDynamic?: boolean) => undefined;

export const styleSingleton = () => (_props: SheetProps) => null;
