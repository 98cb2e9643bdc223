/** The screen of a console route, and each screen's document title. */
import { accountStrings } from "../../shared/strings/account";
import { adminStrings } from "../../shared/strings/admin";
import { AccountScreen } from "./account/AccountScreen";
import { BlogEditor } from "./blog/BlogEditor";
import { Dashboard } from "./dashboard/Dashboard";
import { QuoteManagement } from "./quotes/QuoteManagement";
import type { AdminRoute } from "./router";

export const screenTitles: Record<AdminRoute["name"], string> = {
  dashboard: adminStrings.dashboard.title,
  "new-post": adminStrings.editor.newTitle,
  "edit-post": adminStrings.editor.editTitle,
  quotes: adminStrings.quotes.title,
  account: accountStrings.title,
  "not-found": adminStrings.notFound.title,
};

export function Screen({ route }: { route: AdminRoute }) {
  switch (route.name) {
    case "dashboard":
      return <Dashboard />;
    case "new-post":
      return <BlogEditor />;
    case "edit-post":
      return <BlogEditor postId={route.id} />;
    case "quotes":
      return <QuoteManagement />;
    case "account":
      return <AccountScreen />;
    default:
      return (
        <section className="py-16 text-center">
          <h1 className="font-serif text-4xl text-slate-ink">{adminStrings.notFound.title}</h1>
          <p className="mt-4 text-slate-mid">{adminStrings.notFound.hint}</p>
        </section>
      );
  }
}
