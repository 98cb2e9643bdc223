/** The dashboard's blog posts: search by title or body, filter by category, edit or delete each. */
import { useMemo, useState } from "react";
import type { PublicCategory } from "../../../shared/blog";
import type { AdminBlogPost } from "../../../shared/schemas/admin";
import { adminStrings } from "../../../shared/strings/admin";
import { useDeletePost } from "../api";
import { ConfirmDeleteDialog } from "../common/ConfirmDeleteDialog";
import { DataTable } from "../common/DataTable";
import { Panel } from "../common/Panel";
import { PostFilters, type PostFilter } from "./PostFilters";
import { PostRow } from "./PostRow";

const text = adminStrings.dashboard;

function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, " ");
}

function matches(post: AdminBlogPost, { term, categoryId }: PostFilter): boolean {
  if (categoryId && String(post.categoryId) !== categoryId) return false;
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  return post.title.toLowerCase().includes(needle) || stripTags(post.content).toLowerCase().includes(needle);
}

export function PostsTable({ posts, categories }: { posts: AdminBlogPost[]; categories: PublicCategory[] }) {
  const [filter, setFilter] = useState<PostFilter>({ term: "", categoryId: undefined });
  const [pendingDelete, setPendingDelete] = useState<AdminBlogPost | null>(null);
  const deletePost = useDeletePost();
  const categoryById = useMemo(() => new Map(categories.map((category) => [category.id, category])), [categories]);
  const visible = useMemo(() => posts.filter((post) => matches(post, filter)), [posts, filter]);

  return (
    <Panel id="posts-heading" title={text.postsHeading}>
      <PostFilters filter={filter} onChange={setFilter} categories={categories} />
      <DataTable
        label={text.postsTableLabel}
        columns={Object.values(text.columns)}
        actions
        empty={visible.length === 0 && <p className="py-6 text-center text-slate-mid">{text.noPosts}</p>}
      >
        {visible.map((post) => (
          <PostRow
            key={post.id}
            post={post}
            category={post.categoryId ? categoryById.get(post.categoryId) : undefined}
            onDelete={() => setPendingDelete(post)}
          />
        ))}
      </DataTable>
      <ConfirmDeleteDialog
        item={pendingDelete}
        deletion={deletePost}
        text={text}
        onClose={() => setPendingDelete(null)}
      />
    </Panel>
  );
}
