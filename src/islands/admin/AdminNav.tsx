/**
 * The console's own top bar (its app frame: the public header is not shown in the console): the
 * brand, its screens, the signed-in admin's name, View Site and Sign Out. From xl up everything is
 * one row; below, the screens fold behind a Menu button, so a phone shows data, not navigation.
 */
import { useEffect, useId, useRef, useState } from "react";
import { consoleNavigation } from "../../shared/site";
import { adminStrings } from "../../shared/strings/admin";
import { Button, focusRing } from "../ui/Button";
import { Icon } from "../ui/Icon";
import { useSignOut, type CurrentUser } from "./api";
import { adminPaths, Link, matchRoute, type AdminRoute } from "./router";

const text = adminStrings.nav;

/** Screens reached from a list belong to that list's link in the navigation. */
const SECTION_OF: Partial<Record<AdminRoute["name"], AdminRoute["name"]>> = {
  quote: "quotes",
  contact: "contacts",
  "new-project": "projects",
  "edit-project": "projects",
  "email-templates": "email-outbox",
  newsletter: "email-outbox",
  "email-unmatched": "email-outbox",
};
const section = (screen: AdminRoute["name"]) => SECTION_OF[screen] ?? screen;
const onDark = `rounded-md ${focusRing} focus-visible:outline-copper-light`;

export function AdminNav({ user, pathname }: { user: CurrentUser; pathname: string }) {
  const signOut = useSignOut();
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
  const screen = matchRoute(pathname).name;
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // A new screen folds the menu away again.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <header className="sticky top-0 z-40 bg-slate-ink text-white shadow-sm">
      <div className="container-page">
        <nav
          aria-label={text.label}
          className="flex flex-wrap items-center gap-x-4 py-2"
          onKeyDown={(event) => {
            if (event.key !== "Escape" || !open) return;
            setOpen(false);
            toggle.current?.focus();
          }}
        >
          <Link
            to={adminPaths.dashboard}
            className={`mr-auto py-1 xl:mr-2 font-serif text-lg text-white no-underline ${onDark}`}
          >
            {text.brand}
          </Link>
          <button
            ref={toggle}
            type="button"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen(!open)}
            className={`inline-flex h-10 items-center gap-2 px-2 text-sm font-semibold xl:hidden ${onDark}`}
          >
            <Icon name={open ? "close" : "menu"} size={22} />
            {text.openMenu}
          </button>
          <div
            id={menuId}
            className={`${open ? "flex" : "hidden"} w-full flex-col gap-3 pt-2 pb-3 xl:flex xl:w-auto xl:flex-1 xl:flex-row xl:items-center xl:p-0`}
          >
            <ul className="grid grid-cols-2 gap-1 sm:grid-cols-4 xl:flex xl:flex-wrap">
              {consoleNavigation.map((link) => {
                const current = section(screen) === section(matchRoute(link.href).name);
                return (
                  <li key={link.href}>
                    <Link
                      to={link.href}
                      aria-current={current ? "page" : undefined}
                      className={`block px-3 py-2 text-sm font-semibold no-underline ${onDark} ${current ? "bg-white text-slate-ink" : "text-white hover:bg-slate-deep"}`}
                    >
                      {link.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
            <div className="flex flex-wrap items-center gap-3 text-sm text-slate-line xl:ml-auto">
              <span>{name}</span>
              <a href="/" className={`px-1 py-2 font-semibold text-white underline ${onDark}`}>
                {text.viewSite}
              </a>
              <Button
                variant="secondary"
                // Stays disabled after success, while the browser leaves for the home page.
                disabled={signOut.isPending || signOut.isSuccess}
                onClick={() => signOut.mutate(undefined, { onSuccess: () => location.assign("/") })}
              >
                {text.signOut}
              </Button>
            </div>
          </div>
        </nav>
      </div>
    </header>
  );
}
