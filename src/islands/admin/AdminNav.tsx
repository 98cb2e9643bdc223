/** The console's navigation: its screens, the signed-in admin's name and Sign Out. */
import { consoleNavigation } from "../../shared/site";
import { adminStrings } from "../../shared/strings/admin";
import { Button } from "../ui/Button";
import { useSignOut, type CurrentUser } from "./api";
import { Link, matchRoute, type AdminRoute } from "./router";

/** Screens reached from a list belong to that list's link in the navigation. */
const SECTION_OF: Partial<Record<AdminRoute["name"], AdminRoute["name"]>> = {
  quote: "quotes",
  contact: "contacts",
  "new-project": "projects",
  "edit-project": "projects",
  "email-templates": "email-outbox",
  newsletter: "email-outbox",
};
const section = (screen: AdminRoute["name"]) => SECTION_OF[screen] ?? screen;

export function AdminNav({ user, pathname }: { user: CurrentUser; pathname: string }) {
  const signOut = useSignOut();
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
  const screen = matchRoute(pathname).name;
  return (
    <nav
      aria-label={adminStrings.nav.label}
      className="mb-8 flex flex-wrap items-center gap-x-2 gap-y-3 border-b border-slate-line pb-4"
    >
      <ul className="flex flex-wrap gap-1">
        {consoleNavigation.map((link) => {
          const current = section(screen) === section(matchRoute(link.href).name);
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
        <Button
          variant="secondary"
          // Stays disabled after success, while the browser leaves for the home page.
          disabled={signOut.isPending || signOut.isSuccess}
          onClick={() => signOut.mutate(undefined, { onSuccess: () => location.assign("/") })}
        >
          {adminStrings.nav.signOut}
        </Button>
      </div>
    </nav>
  );
}
