/**
 * The admin console: one island under /admin/* (client:only). It checks the session first (not
 * signed in, or not an admin: the Unauthorized toast, then the sign-in page after 500 ms), then
 * routes on the client between the dashboard, the blog editor and quote management.
 */
import { QueryClientProvider, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { BRAND_NAME } from "../../shared/site";
import { adminStrings } from "../../shared/strings/admin";
import { AdminToaster } from "./AdminToaster";
import { TooltipProvider } from "../ui/Tooltip";
import { AdminNav } from "./AdminNav";
import { MailHealthBanner } from "./email/MailHealthBanner";
import { createAdminQueryClient, redirectToSignIn, useCurrentUser } from "./api";
import { LoadError } from "./common/LoadError";
import { LoadingState } from "./common/LoadingState";
import { matchRoute, usePathname } from "./router";
import { preloadScreen, Screen, screenTitles } from "./Screen";
import { OfflineNotice } from "./OfflineNotice";
import { registerConsoleWorker } from "./alerts/console-worker";
import { useLiveRefresh } from "./useLiveRefresh";

function Console() {
  const pathname = usePathname();
  const route = matchRoute(pathname);
  const { data: user, isPending, isError, error } = useCurrentUser();
  const allowed = Boolean(user?.isAdmin);
  const mainRef = useRef<HTMLDivElement>(null);
  useLiveRefresh();

  useEffect(() => {
    if (!isPending && !isError && !allowed) redirectToSignIn();
  }, [isPending, isError, allowed]);
  // The sign-in check failed or took too long (issue 34, item 3): say so with Retry, never a blank wait.
  const signInUnknown = isError && !user;

  // The screen's code and reads are fetched with its route, alongside the sign-in check rather than after it.
  const queryClient = useQueryClient();
  useEffect(() => preloadScreen(matchRoute(pathname), queryClient), [pathname, queryClient]);

  // Every screen change: a new document title at once, and focus on its heading for screen readers
  // once the screen has rendered (its code may still be loading when the path changes). Not the
  // first screen: focus the owner moved meanwhile (the Menu button) stays where it is.
  useEffect(() => {
    document.title = `${screenTitles[route.name]} | ${adminStrings.appName} | ${BRAND_NAME}`;
  }, [pathname, route.name]);
  const [firstPathname] = useState(pathname);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && pathname !== firstPathname) setNavigated(true);
  const focusHeading = useCallback(() => {
    const heading = mainRef.current?.querySelector("h1");
    if (heading && document.activeElement !== document.body) {
      heading.setAttribute("tabindex", "-1");
      heading.focus({ preventScroll: true });
    }
  }, []);

  if (signInUnknown) {
    return (
      <div className="container-page">
        <LoadError error={error} padded />
      </div>
    );
  }
  if (!allowed || !user) return <LoadingState label={adminStrings.loading} />;
  return (
    // Any unbroken word (a UTM URL, an e-mail address) wraps rather than widening the page (issue 34, item 4).
    <div ref={mainRef} className="[overflow-wrap:anywhere]">
      <AdminNav user={user} pathname={pathname} />
      <MailHealthBanner />
      <div className="container-page py-4 sm:py-8">
        <Screen key={pathname} route={route} onShown={navigated ? focusHeading : undefined} />
      </div>
    </div>
  );
}

export default function AdminApp() {
  const [queryClient] = useState(createAdminQueryClient);
  // The installable console's worker: the shell from the cache, and the owner's alerts (decision 039).
  useEffect(registerConsoleWorker, []);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <OfflineNotice />
        <Console />
        <AdminToaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
