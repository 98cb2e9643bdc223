/**
 * The admin console: one island under /admin/* (client:only). It checks the session first (SPEC
 * §6: not signed in or not an admin → the Unauthorized toast and /api/login after 500 ms), then
 * routes on the client between the dashboard, the blog editor and quote management.
 */
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { apiRequest, getQuery } from "../../shared/api";
import { adminNavigation, BRAND_NAME } from "../../shared/site";
import { adminStrings } from "../../shared/strings/admin";
import { toast, Toaster } from "../ui/toast";
import { BlogEditor } from "./BlogEditor";
import { Dashboard } from "./Dashboard";
import { QuoteManagement } from "./QuoteManagement";
import { adminKeys, createAdminQueryClient } from "./query-client";
import { Link, matchRoute, usePathname, type AdminRoute } from "./router";
import { redirectToSignIn } from "./session";
import { Button, LoadingState, TooltipProvider } from "./ui";

interface CurrentUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isAdmin: boolean;
}

const screenTitles: Record<AdminRoute["name"], string> = {
  dashboard: adminStrings.dashboard.title,
  "new-post": adminStrings.editor.newTitle,
  "edit-post": adminStrings.editor.editTitle,
  quotes: adminStrings.quotes.title,
  "not-found": adminStrings.notFound.title,
};

function Screen({ route }: { route: AdminRoute }) {
  switch (route.name) {
    case "dashboard":
      return <Dashboard />;
    case "new-post":
      return <BlogEditor />;
    case "edit-post":
      return <BlogEditor postId={route.id} />;
    case "quotes":
      return <QuoteManagement />;
    default:
      return (
        <section className="py-16 text-center">
          <h1 className="font-serif text-4xl text-slate-ink">{adminStrings.notFound.title}</h1>
          <p className="mt-4 text-slate-mid">{adminStrings.notFound.hint}</p>
        </section>
      );
  }
}

function AdminNav({ user, pathname }: { user: CurrentUser; pathname: string }) {
  const [signingOut, setSigningOut] = useState(false);
  const signOut = async () => {
    setSigningOut(true);
    try {
      await apiRequest("POST", "/api/logout");
      location.assign("/");
    } catch (error) {
      setSigningOut(false);
      toast({ title: "Sign out failed", description: (error as Error).message, variant: "destructive" });
    }
  };
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
  return (
    <nav
      aria-label={adminStrings.nav.label}
      className="mb-8 flex flex-wrap items-center gap-x-2 gap-y-3 border-b border-slate-line pb-4"
    >
      <ul className="flex flex-wrap gap-1">
        {adminNavigation.map((link) => {
          const current = matchRoute(pathname).name === matchRoute(link.href).name;
          return (
            <li key={link.href}>
              <Link
                to={link.href}
                aria-current={current ? "page" : undefined}
                className={`block rounded-md px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-copper-dark ${current ? "bg-slate-ink text-white" : "text-slate-deep hover:bg-slate-mist"}`}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="ml-auto flex items-center gap-3 text-sm text-slate-mid">
        <span>{name}</span>
        <Button variant="secondary" onClick={signOut} disabled={signingOut}>
          {adminStrings.nav.signOut}
        </Button>
      </div>
    </nav>
  );
}

function Console() {
  const pathname = usePathname();
  const route = matchRoute(pathname);
  const {
    data: user,
    isPending,
    isError,
  } = useQuery({
    queryKey: adminKeys.user,
    queryFn: () => getQuery<CurrentUser>(adminKeys.user, "returnNull"),
  });
  const allowed = Boolean(user?.isAdmin);
  const mainRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isPending && !isError && !allowed) redirectToSignIn();
  }, [isPending, isError, allowed]);

  // Every screen change: a new document title, and focus on its heading for screen readers.
  useEffect(() => {
    document.title = `${screenTitles[route.name]} | ${adminStrings.appName} | ${BRAND_NAME}`;
    const heading = mainRef.current?.querySelector("h1");
    if (heading && document.activeElement !== document.body) {
      heading.setAttribute("tabindex", "-1");
      heading.focus({ preventScroll: true });
    }
  }, [pathname, route.name]);

  if (isError) return <LoadingState label={adminStrings.loadFailed} />;
  if (!allowed) return <LoadingState label={adminStrings.loading} />;
  return (
    <div ref={mainRef}>
      <AdminNav user={user!} pathname={pathname} />
      <Screen key={pathname} route={route} />
    </div>
  );
}

export default function AdminApp() {
  const [queryClient] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <Console />
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
