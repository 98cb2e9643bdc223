/**
 * The dashboard: stat cards, the blog post table (search, category filter, edit, delete after
 * confirmation) and the ten most recent contact submissions with a status select.
 */
import { adminStrings } from "../../../shared/strings/admin";
import { buttonClass } from "../../ui/Button";
import { useCategories, useContacts, usePosts } from "../api";
import { PostsTable } from "../blog/PostsTable";
import { LoadError } from "../common/LoadError";
import { LoadingState } from "../common/LoadingState";
import { ScreenHeader } from "../common/ScreenHeader";
import { RecentContacts } from "../contacts/RecentContacts";
import { WaitingLeads } from "../leads/WaitingLeads";
import { adminPaths, Link } from "../router";
import { DashboardStats } from "./DashboardStats";

const text = adminStrings.dashboard;

export function Dashboard() {
  const posts = usePosts();
  const categories = useCategories();
  const contacts = useContacts();

  return (
    <div className="grid grid-cols-1 gap-8">
      <ScreenHeader
        title={text.title}
        intro={text.intro}
        action={
          <Link to={adminPaths.newPost} className={buttonClass("primary")}>
            {text.newPost}
          </Link>
        }
      />
      <DashboardStats
        posts={posts.isSuccess ? posts.data : undefined}
        contacts={contacts.isSuccess ? contacts.data : undefined}
      />
      <WaitingLeads />

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
