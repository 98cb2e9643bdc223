/**
 * Client-side routes of the admin console. The netlify.toml rewrite serves the same shell for
 * every /admin/* path; this module maps the path to a screen, and in-app navigation uses the
 * History API and always starts the new screen at the top.
 */
import { adminLeadPath, pages } from "../../shared/pages";
import { useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from "react";

export type AdminRoute =
  | { name: "dashboard" }
  | { name: "new-post" }
  | { name: "edit-post"; id: number }
  | { name: "quotes" }
  | { name: "quote"; id: number }
  | { name: "contacts" }
  | { name: "contact"; id: number }
  | { name: "projects" }
  | { name: "new-project" }
  | { name: "edit-project"; id: number }
  | { name: "email-outbox" }
  | { name: "email-templates" }
  | { name: "newsletter" }
  | { name: "email-unmatched" }
  | { name: "account" }
  | { name: "reports" }
  | { name: "agenda" }
  | { name: "not-found" };

export const adminPaths = {
  dashboard: "/admin",
  newPost: "/admin/blog/new",
  editPost: (id: number) => `/admin/blog/${id}/edit`,
  quotes: "/admin/quotes",
  quote: (id: number) => adminLeadPath("quote", id),
  contacts: "/admin/contacts",
  contact: (id: number) => adminLeadPath("contact", id),
  projects: "/admin/projects",
  newProject: "/admin/projects/new",
  editProject: (id: number) => `/admin/projects/${id}/edit`,
  emailOutbox: pages.adminEmail.path,
  emailTemplates: pages.adminEmailTemplates.path,
  newsletter: pages.adminNewsletter.path,
  emailUnmatched: pages.adminEmailUnmatched.path,
  account: "/admin/account",
  reports: pages.adminReports.path,
  agenda: pages.adminAgenda.path,
} as const;

export function matchRoute(pathname: string): AdminRoute {
  const path = pathname.replace(/\/+$/, "").replace(/\/index\.html$/, "") || "/";
  if (path === "/admin") return { name: "dashboard" };
  if (path === "/admin/blog/new") return { name: "new-post" };
  if (path === "/admin/quotes") return { name: "quotes" };
  const quote = /^\/admin\/quotes\/([1-9]\d{0,9})$/.exec(path);
  if (quote) return { name: "quote", id: Number(quote[1]) };
  if (path === "/admin/contacts") return { name: "contacts" };
  const contact = /^\/admin\/contacts\/([1-9]\d{0,9})$/.exec(path);
  if (contact) return { name: "contact", id: Number(contact[1]) };
  if (path === adminPaths.emailOutbox) return { name: "email-outbox" };
  if (path === adminPaths.emailTemplates) return { name: "email-templates" };
  if (path === adminPaths.newsletter) return { name: "newsletter" };
  if (path === adminPaths.emailUnmatched) return { name: "email-unmatched" };
  if (path === adminPaths.account) return { name: "account" };
  if (path === adminPaths.reports) return { name: "reports" };
  if (path === adminPaths.agenda) return { name: "agenda" };
  const edit = /^\/admin\/blog\/([1-9]\d{0,9})\/edit$/.exec(path);
  if (edit) return { name: "edit-post", id: Number(edit[1]) };
  if (path === "/admin/projects") return { name: "projects" };
  if (path === "/admin/projects/new") return { name: "new-project" };
  const editProject = /^\/admin\/projects\/([1-9]\d{0,9})\/edit$/.exec(path);
  if (editProject) return { name: "edit-project", id: Number(editProject[1]) };
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

/**
 * A screen with unsaved work may hold in-app navigation: the guard gets the move to make and
 * returns true when it takes over (it asks, then calls `proceed` or not). One guard at a time.
 */
export type LeaveGuard = (proceed: () => void) => boolean;
let leaveGuard: LeaveGuard | undefined;

/** Installs the guard; the returned function removes it. */
export function setLeaveGuard(guard: LeaveGuard): () => void {
  leaveGuard = guard;
  return () => {
    if (leaveGuard === guard) leaveGuard = undefined;
  };
}

/** Goes to `path` (which may carry a query: the lists keep their filters there). */
export function navigate(path: string): void {
  const go = () => {
    if (path !== location.pathname + location.search) history.pushState(null, "", path);
    scrollToTop();
    notify();
  };
  if (!leaveGuard?.(go)) go();
}

export function usePathname(): string {
  return useSyncExternalStore(
    subscribe,
    () => location.pathname,
    () => "/admin",
  );
}

/** The query string of the current URL ("?q=…" or ""), updated on navigation and Back. */
export function useLocationSearch(): string {
  return useSyncExternalStore(
    subscribe,
    () => location.search,
    () => "",
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
