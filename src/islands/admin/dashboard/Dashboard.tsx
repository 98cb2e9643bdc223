/**
 * The dashboard, leads first (issue 34, item 3): the leads' figures (waiting by kind, contacts, open
 * quotes and the pipeline value, each a link to its leads) and the leads waiting for a reply are
 * read first; the blog's figures, its post table and the ten most recent contacts are read once the
 * leads have answered (or failed), so they never hold the leads back.
 */
import { adminStrings } from "../../../shared/strings/admin";
import { buttonClass } from "../../ui/Button";
import { useCategories, useContacts, usePosts } from "../api";
import { PostsTable } from "../blog/PostsTable";
import { LoadError } from "../common/LoadError";
import { LoadingState } from "../common/LoadingState";
import { ScreenHeader } from "../common/ScreenHeader";
import { RecentContacts } from "../contacts/RecentContacts";
import { useLeadFigures, useWaitingLeads } from "../leads/leads.api";
import { WaitingLeads } from "../leads/WaitingLeads";
import { adminPaths, Link } from "../router";
import { BlogStats, LeadStats } from "./DashboardStats";

const text = adminStrings.dashboard;

export function Dashboard() {
  const figures = useLeadFigures();
  const waiting = useWaitingLeads();
  const leadsSettled = !figures.isPending && !waiting.isPending;
  const posts = usePosts(leadsSettled);
  const categories = useCategories(leadsSettled);
  const contacts = useContacts(leadsSettled);

  return (
    <div className="grid grid-cols-1 gap-6 sm:gap-8">
      <ScreenHeader title={text.title} intro={text.intro} />
      {figures.isError && !figures.data ? <LoadError error={figures.error} /> : <LeadStats figures={figures.data} />}
      <WaitingLeads waiting={waiting} />
      <BlogStats
        posts={posts.isSuccess ? posts.data : undefined}
        action={
          <Link to={adminPaths.newPost} className={buttonClass("primary")}>
            {text.newPost}
          </Link>
        }
      />
      {posts.data && !categories.isPending ? (
        <PostsTable posts={posts.data} categories={categories.data ?? []} />
      ) : posts.isError ? (
        <LoadError error={posts.error} />
      ) : (
        <LoadingState label={adminStrings.loading} />
      )}

      {contacts.data ? (
        <RecentContacts contacts={contacts.data} />
      ) : contacts.isError ? (
        <LoadError error={contacts.error} />
      ) : (
        <LoadingState label={adminStrings.loading} />
      )}
    </div>
  );
}
