/** The dashboard's five figures; a dash until the list it counts has loaded. */
import type { AdminBlogPost, AdminContactSubmission } from "../../../shared/schemas/admin";
import { adminStrings } from "../../../shared/strings/admin";
import { StatCard } from "../common/StatCard";

const text = adminStrings.dashboard.stats;
const NOT_LOADED = "—";

export function DashboardStats({ posts, contacts }: { posts?: AdminBlogPost[]; contacts?: AdminContactSubmission[] }) {
  const published = posts?.filter((post) => post.status === "published").length;
  const newContacts = contacts?.filter((contact) => contact.status === "new").length;
  return (
    <dl className="grid grid-cols-2 gap-4 md:grid-cols-5">
      <StatCard label={text.totalPosts} value={posts?.length ?? NOT_LOADED} />
      <StatCard label={text.published} value={published ?? NOT_LOADED} />
      <StatCard label={text.drafts} value={posts && published !== undefined ? posts.length - published : NOT_LOADED} />
      <StatCard label={text.totalContacts} value={contacts?.length ?? NOT_LOADED} />
      <StatCard label={text.newContacts} value={newContacts ?? NOT_LOADED} />
    </dl>
  );
}
