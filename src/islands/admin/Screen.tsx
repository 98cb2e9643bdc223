/** The screen of a console route, and each screen's document title. */
import { accountStrings } from "../../shared/strings/account";
import { adminStrings } from "../../shared/strings/admin";
import { contactStrings } from "../../shared/strings/contacts";
import { emailStrings } from "../../shared/strings/email";
import { newsletterStrings } from "../../shared/strings/newsletter";
import { agendaStrings } from "../../shared/strings/booking";
import { AccountScreen } from "./account/AccountScreen";
import { ReportsScreen } from "./reports/ReportsScreen";
import { reportStrings } from "../../shared/strings/reports";
import { AgendaScreen } from "./booking/AgendaScreen";
import { BlogEditor } from "./blog/BlogEditor";
import { ContactDetailScreen } from "./contacts/ContactDetailScreen";
import { ContactsScreen } from "./contacts/ContactsScreen";
import { Dashboard } from "./dashboard/Dashboard";
import { ProjectEditor } from "./projects/ProjectEditor";
import { ProjectsList } from "./projects/ProjectsList";
import { OutboxScreen } from "./email/OutboxScreen";
import { TemplatesScreen } from "./email/TemplatesScreen";
import { UnmatchedScreen } from "./email/UnmatchedScreen";
import { conversationStrings } from "../../shared/strings/conversation";
import { SubscribersScreen } from "./newsletter/SubscribersScreen";
import { QuoteManagement } from "./quotes/QuoteManagement";
import { QuoteDetailPage } from "./quotes/detail/QuoteDetailPage";
import { quoteDeskStrings } from "../../shared/strings/quotes";
import { projectStrings } from "../../shared/strings/projects";
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
