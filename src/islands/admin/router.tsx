/**
 * Client-side routes of the admin console. The netlify.toml rewrite serves the same shell for
 * every /admin/* path; this module maps the path to a screen, and in-app navigation uses the
 * History API and always starts the new screen at the top.
 */
import { useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from "react";

export type AdminRoute =
  | { name: "dashboard" }
  | { name: "new-post" }
  | { name: "edit-post"; id: number }
  | { name: "quotes" }
  | { name: "account" }
  | { name: "not-found" };

export const adminPaths = {
  dashboard: "/admin",
  newPost: "/admin/blog/new",
  editPost: (id: number) => `/admin/blog/${id}/edit`,
  quotes: "/admin/quotes",
  account: "/admin/account",
} as const;

export function matchRoute(pathname: string): AdminRoute {
  const path = pathname.replace(/\/+$/, "").replace(/\/index\.html$/, "") || "/";
  if (path === "/admin") return { name: "dashboard" };
  if (path === "/admin/blog/new") return { name: "new-post" };
  if (path === "/admin/quotes") return { name: "quotes" };
  if (path === adminPaths.account) return { name: "account" };
  const edit = /^\/admin\/blog\/([1-9]\d{0,9})\/edit$/.exec(path);
  if (edit) return { name: "edit-post", id: Number(edit[1]) };
  return { name: "not-found" };
}

/** A new screen starts at the top at once (the site's smooth scrolling is for in-page anchors). */
function scrollToTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: "instant" });
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onPopState = () => {
    scrollToTop();
    listener();
  };
  window.addEventListener("popstate", onPopState);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", onPopState);
  };
}

export function navigate(path: string): void {
  if (path !== location.pathname) history.pushState(null, "", path);
  scrollToTop();
  notify();
}

export function usePathname(): string {
  return useSyncExternalStore(
    subscribe,
    () => location.pathname,
    () => "/admin",
  );
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

/** A real link (open in new tab works); a plain click navigates inside the app. */
export function Link({ to, onClick, ...props }: LinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={handleClick} {...props} />;
}
