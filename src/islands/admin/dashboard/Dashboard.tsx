/**
 * The dashboard, leads first: the leads' figures (contacts and quotes waiting, open quotes and
 * their pipeline value) and the leads waiting for a reply; then the blog's figures, its post
 * table (search, category filter, edit, delete after confirmation) and New Blog Post; then the
 * ten most recent contact submissions with a status select.
 */
import { adminStrings } from "../../../shared/strings/admin";
import { buttonClass } from "../../ui/Button";
import { useCategories, useContacts, usePosts, useQuotes } from "../api";
import { PostsTable } from "../blog/PostsTable";
import { LoadError } from "../common/LoadError";
import { LoadingState } from "../common/LoadingState";
import { ScreenHeader } from "../common/ScreenHeader";
import { RecentContacts } from "../contacts/RecentContacts";
import { WaitingLeads } from "../leads/WaitingLeads";
import { adminPaths, Link } from "../router";
import { BlogStats, LeadStats } from "./DashboardStats";

const text = adminStrings.dashboard;

export function Dashboard() {
  const posts = usePosts();
  const categories = useCategories();
  const contacts = useContacts();
  const quotes = useQuotes();

  return (
    <div className="grid grid-cols-1 gap-6 sm:gap-8">
      <ScreenHeader title={text.title} intro={text.intro} />
      <LeadStats
        contacts={contacts.isSuccess ? contacts.data : undefined}
        quotes={quotes.isSuccess ? quotes.data : undefined}
      />
      <WaitingLeads />
      <BlogStats
        posts={posts.isSuccess ? posts.data : undefined}
        action={
          <Link to={adminPaths.newPost} className={buttonClass("primary")}>
            {text.newPost}
          </Link>
        }
      />
      {posts.isPending || categories.isPending ? (
        <LoadingState label={adminStrings.loading} />
      ) : posts.isError ? (
        <LoadError error={posts.error} />
      ) : (
        <PostsTable posts={posts.data} categories={categories.data ?? []} />
      )}

      {contacts.isPending ? (
        <LoadingState label={adminStrings.loading} />
      ) : contacts.isError ? (
        <LoadError error={contacts.error} />
      ) : (
        <RecentContacts contacts={contacts.data} />
      )}
    </div>
  );
}
