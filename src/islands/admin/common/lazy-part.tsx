/**
 * A part of a screen whose code is fetched the first time it renders, not with the screen: a dialog
 * opened by a button, a form shown in one state only (issue 30, item 4: each module is one request
 * to Vite under `npm run dev`, so the quote page draws sooner with fewer of them). Until its code
 * has loaded the part shows `fallback` (nothing by default); code that cannot be fetched shows
 * "Couldn't reach the server." with Retry, in the part's place (ScreenLoadBoundary).
 * New sections of a screen that most visits never open belong here.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { ScreenLoadBoundary } from "./ScreenLoadBoundary";

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function LazyPart(props: P) {
    return (
      <ScreenLoadBoundary>
        <Suspense fallback={fallback}>
          <Lazy {...props} />
        </Suspense>
      </ScreenLoadBoundary>
    );
  }
  return LazyPart;
}
