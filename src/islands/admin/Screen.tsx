/**
 * The screen of a console route, and each screen's document title. Each screen's code is fetched
 * with its route (React.lazy), not with the console: a quote's page does not load the dashboard, the
 * blog editor or the contacts screens. `preloadScreen` starts the fetch early (while the sign-in is
 * checked); `onShown` runs once the screen's code has loaded and the screen has rendered.
 */
import type { QueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, type ComponentType } from "react";
import { accountStrings } from "../../shared/strings/account";
import { adminStrings } from "../../shared/strings/admin";
import { contactStrings } from "../../shared/strings/contacts";
import { emailStrings } from "../../shared/strings/email";
import { newsletterStrings } from "../../shared/strings/newsletter";
import { agendaStrings } from "../../shared/strings/booking";
import { reportStrings } from "../../shared/strings/reports";
import { conversationStrings } from "../../shared/strings/conversation";
import { quoteDeskStrings } from "../../shared/strings/quotes";
import { projectStrings } from "../../shared/strings/projects";
import { LoadingState } from "./common/LoadingState";
import { ScreenLoadBoundary } from "./common/ScreenLoadBoundary";
import type { AdminRoute } from "./router";

export const screenTitles: Record<AdminRoute["name"], string> = {
  dashboard: adminStrings.dashboard.title,
  "new-post": adminStrings.editor.newTitle,
  "edit-post": adminStrings.editor.editTitle,
  quotes: adminStrings.quotes.title,
  quote: quoteDeskStrings.page.title,
  contacts: contactStrings.list.title,
  contact: contactStrings.list.title,
  projects: projectStrings.list.title,
  "new-project": projectStrings.form.newTitle,
  "edit-project": projectStrings.form.editTitle,
  "email-outbox": emailStrings.outbox.title,
  "email-templates": emailStrings.templates.title,
  newsletter: newsletterStrings.console.title,
  "email-unmatched": conversationStrings.unmatched.title,
  account: accountStrings.title,
  reports: reportStrings.title,
  agenda: agendaStrings.title,
  "not-found": adminStrings.notFound.title,
};

/** A screen loaded on first use; `preload()` fetches its module ahead (one fetch, shared with the render). */
function screen<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => (loading ??= load().then((component) => ({ default: component })));
  return Object.assign(lazy(preload), { preload });
}

const Dashboard = screen(() => import("./dashboard/Dashboard").then((m) => m.Dashboard));
const BlogEditor = screen(() => import("./blog/BlogEditor").then((m) => m.BlogEditor));
const QuoteManagement = screen(() => import("./quotes/QuoteManagement").then((m) => m.QuoteManagement));
const QuoteDetailPage = screen(() => import("./quotes/detail/QuoteDetailPage").then((m) => m.QuoteDetailPage));
const ContactsScreen = screen(() => import("./contacts/ContactsScreen").then((m) => m.ContactsScreen));
const ContactDetailScreen = screen(() => import("./contacts/ContactDetailScreen").then((m) => m.ContactDetailScreen));
const ProjectsList = screen(() => import("./projects/ProjectsList").then((m) => m.ProjectsList));
const ProjectEditor = screen(() => import("./projects/ProjectEditor").then((m) => m.ProjectEditor));
const OutboxScreen = screen(() => import("./email/OutboxScreen").then((m) => m.OutboxScreen));
const TemplatesScreen = screen(() => import("./email/TemplatesScreen").then((m) => m.TemplatesScreen));
const SubscribersScreen = screen(() => import("./newsletter/SubscribersScreen").then((m) => m.SubscribersScreen));
const UnmatchedScreen = screen(() => import("./email/UnmatchedScreen").then((m) => m.UnmatchedScreen));
const AccountScreen = screen(() => import("./account/AccountScreen").then((m) => m.AccountScreen));
const ReportsScreen = screen(() => import("./reports/ReportsScreen").then((m) => m.ReportsScreen));
const AgendaScreen = screen(() => import("./booking/AgendaScreen").then((m) => m.AgendaScreen));

const screenOf: Record<AdminRoute["name"], { preload(): Promise<unknown> } | undefined> = {
  dashboard: Dashboard,
  "new-post": BlogEditor,
  "edit-post": BlogEditor,
  quotes: QuoteManagement,
  quote: QuoteDetailPage,
  contacts: ContactsScreen,
  contact: ContactDetailScreen,
  projects: ProjectsList,
  "new-project": ProjectEditor,
  "edit-project": ProjectEditor,
  "email-outbox": OutboxScreen,
  "email-templates": TemplatesScreen,
  newsletter: SubscribersScreen,
  "email-unmatched": UnmatchedScreen,
  account: AccountScreen,
  reports: ReportsScreen,
  agenda: AgendaScreen,
  "not-found": undefined,
};

/**
 * A screen's reads, started with the fetch of its code (issue 30, item 4): its data arrives while
 * its modules load, instead of after them. Each screen may name its reads here.
 */
const readsOf: Partial<Record<AdminRoute["name"], (route: AdminRoute, client: QueryClient) => Promise<void>>> = {
  quote: async (route, client) => {
    if (route.name !== "quote") return;
    const { readQuotePage } = await import("./quotes/detail/quote-page-reads");
    readQuotePage(client, route.id);
  },
};

/** Starts fetching a route's screen and its reads (a failed fetch shows when the screen renders, with Retry). */
export function preloadScreen(route: AdminRoute, client: QueryClient): void {
  screenOf[route.name]?.preload().catch(() => undefined);
  readsOf[route.name]?.(route, client).catch(() => undefined);
}

function RouteScreen({ route }: { route: AdminRoute }) {
  switch (route.name) {
    case "dashboard":
      return <Dashboard />;
    case "new-post":
      return <BlogEditor />;
    case "edit-post":
      return <BlogEditor postId={route.id} />;
    case "quotes":
      return <QuoteManagement />;
    case "quote":
      return <QuoteDetailPage key={route.id} quoteId={route.id} />;
    case "contacts":
      return <ContactsScreen />;
    case "contact":
      return <ContactDetailScreen contactId={route.id} />;
    case "projects":
      return <ProjectsList />;
    case "new-project":
      return <ProjectEditor />;
    case "edit-project":
      return <ProjectEditor projectId={route.id} />;
    case "email-outbox":
      return <OutboxScreen />;
    case "email-templates":
      return <TemplatesScreen />;
    case "newsletter":
      return <SubscribersScreen />;
    case "email-unmatched":
      return <UnmatchedScreen />;
    case "account":
      return <AccountScreen />;
    case "reports":
      return <ReportsScreen />;
    case "agenda":
      return <AgendaScreen />;
    default:
      return (
        <section className="py-16 text-center">
          <h1 className="font-serif text-4xl text-slate-ink">{adminStrings.notFound.title}</h1>
          <p className="mt-4 text-slate-mid">{adminStrings.notFound.hint}</p>
        </section>
      );
  }
}

/** Rendered beside the screen in its Suspense boundary, so its effect runs once the screen is on the page. */
function Shown({ onShown }: { onShown?: () => void }) {
  useEffect(() => onShown?.(), [onShown]);
  return null;
}

export function Screen({ route, onShown }: { route: AdminRoute; onShown?: () => void }) {
  // The fallback is the same status line every screen shows while its data loads: no shift between them.
  return (
    <ScreenLoadBoundary>
      <Suspense fallback={<LoadingState label={adminStrings.loading} />}>
        <RouteScreen route={route} />
        <Shown onShown={onShown} />
      </Suspense>
    </ScreenLoadBoundary>
  );
}
