/**
 * Admin dashboard (SPEC §2): stat cards, the blog post table with text search and category
 * filter, edit and delete (after confirmation), and the ten most recent contact submissions with
 * a status select.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { apiRequest } from "../../shared/api";
import { badgeColors, type PublicCategory } from "../../shared/blog";
import { contactStatuses, type ContactStatus } from "../../shared/options";
import type { AdminBlogPost, AdminContactSubmission } from "../../shared/schemas/admin";
import { adminStrings, contactStatusLabels } from "../../shared/strings/admin";
import { toast } from "../ui/toast";
import { adminKeys } from "./query-client";
import { adminPaths, Link } from "./router";
import {
  Badge,
  Button,
  buttonClass,
  Dialog,
  formatDate,
  inputClass,
  LoadingState,
  SelectField,
  StatCard,
  Tooltip,
  type BadgeTone,
} from "./ui";

const text = adminStrings.dashboard;
export const RECENT_CONTACTS = 10;
const ALL = "all";

const contactTones: Record<ContactStatus, BadgeTone> = { new: "blue", contacted: "amber", completed: "green" };

function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, " ");
}

export function CategoryBadge({ category }: { category: PublicCategory | undefined }) {
  if (!category) return <Badge>{text.uncategorised}</Badge>;
  const colors = badgeColors(category.color);
  return (
    <span
      className="inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap"
      style={{ backgroundColor: colors.background, color: colors.text }}
    >
      {category.name}
    </span>
  );
}

function PostsTable({ posts, categories }: { posts: AdminBlogPost[]; categories: PublicCategory[] }) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const [categoryFilter, setCategoryFilter] = useState(ALL);
  const [pendingDelete, setPendingDelete] = useState<AdminBlogPost | null>(null);
  const categoryById = useMemo(() => new Map(categories.map((category) => [category.id, category])), [categories]);

  const visible = useMemo(() => {
    const term = search.trim().toLowerCase();
    return posts.filter((post) => {
      if (categoryFilter !== ALL && String(post.categoryId) !== categoryFilter) return false;
      if (!term) return true;
      return post.title.toLowerCase().includes(term) || stripTags(post.content).toLowerCase().includes(term);
    });
  }, [posts, search, categoryFilter]);

  const deletePost = useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/admin/blog/posts/${id}`),
    onSuccess: () => {
      toast({ title: adminStrings.toasts.postDeleted });
      void queryClient.invalidateQueries({ queryKey: adminKeys.posts });
    },
    onError: (error) => {
      toast({ title: adminStrings.toasts.postDeleteFailed, description: error.message, variant: "destructive" });
    },
    onSettled: () => setPendingDelete(null),
  });

  return (
    <section
      aria-labelledby="posts-heading"
      className="min-w-0 rounded-lg border border-slate-line bg-white p-4 sm:p-6"
    >
      <h2 id="posts-heading" className="font-serif text-2xl text-slate-ink">
        {text.postsHeading}
      </h2>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <div className="flex-1">
          <label htmlFor="post-search" className="sr-only">
            {text.searchLabel}
          </label>
          <input
            id="post-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={text.searchPlaceholder}
            className={inputClass}
          />
        </div>
        <SelectField
          ariaLabel={text.categoryLabel}
          value={categoryFilter}
          onValueChange={setCategoryFilter}
          options={[
            { value: ALL, label: text.allCategories },
            ...categories.map((category) => ({ value: String(category.id), label: category.name })),
          ]}
          className="sm:w-56"
        />
      </div>

      <div className="mt-4 overflow-x-auto" role="region" aria-label={text.postsTableLabel} tabIndex={0}>
        <table className="w-full min-w-[640px] text-left text-sm">
          <thead className="border-b border-slate-line text-slate-mid">
            <tr>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {text.columns.title}
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {text.columns.category}
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {text.columns.status}
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {text.columns.date}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {text.columns.actions}
              </th>
            </tr>
          </thead>
          <tbody>
            {visible.map((post) => (
              <tr key={post.id} className="border-b border-slate-line last:border-0">
                <td className="max-w-sm py-3 pr-4 align-top">
                  <p className="font-semibold text-slate-ink">{post.title}</p>
                  {post.excerpt && <p className="mt-1 line-clamp-2 text-slate-mid">{post.excerpt}</p>}
                </td>
                <td className="py-3 pr-4 align-top">
                  <CategoryBadge category={post.categoryId ? categoryById.get(post.categoryId) : undefined} />
                </td>
                <td className="py-3 pr-4 align-top">
                  <Badge tone={post.status === "published" ? "green" : "amber"}>
                    {adminStrings.editor.statusLabels[post.status]}
                  </Badge>
                </td>
                <td className="py-3 pr-4 align-top whitespace-nowrap text-slate-deep">
                  {formatDate(post.publishedAt ?? post.createdAt)}
                </td>
                <td className="py-3 align-top">
                  <div className="flex justify-end gap-2">
                    <Tooltip label={text.editTooltip}>
                      <Link
                        to={adminPaths.editPost(post.id)}
                        aria-label={text.editPost(post.title)}
                        className={buttonClass("secondary", "px-3")}
                      >
                        <span aria-hidden="true">✎</span>
                      </Link>
                    </Tooltip>
                    <Tooltip label={text.deleteTooltip}>
                      <button
                        type="button"
                        aria-label={text.deletePost(post.title)}
                        className={buttonClass("secondary", "px-3 text-red-800")}
                        onClick={() => setPendingDelete(post)}
                      >
                        <span aria-hidden="true">🗑</span>
                      </button>
                    </Tooltip>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {visible.length === 0 && <p className="py-6 text-center text-slate-mid">{text.noPosts}</p>}
      </div>

      <Dialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && !deletePost.isPending && setPendingDelete(null)}
        title={text.confirmDeleteTitle}
        description={pendingDelete ? text.confirmDeleteText(pendingDelete.title) : ""}
      >
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => setPendingDelete(null)} disabled={deletePost.isPending}>
            {text.cancel}
          </Button>
          <Button
            variant="danger"
            disabled={deletePost.isPending}
            onClick={() => pendingDelete && deletePost.mutate(pendingDelete.id)}
          >
            {text.confirmDelete}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}

function RecentContacts({ contacts }: { contacts: AdminContactSubmission[] }) {
  const queryClient = useQueryClient();
  const updateStatus = useMutation({
    mutationFn: ({ id, status }: { id: number; status: ContactStatus }) =>
      apiRequest<AdminContactSubmission>("PUT", `/api/admin/contact-submissions/${id}/status`, { status }),
    onSuccess: () => {
      toast({ title: adminStrings.toasts.contactStatusUpdated });
      void queryClient.invalidateQueries({ queryKey: adminKeys.contacts });
    },
    onError: (error) => {
      toast({ title: adminStrings.toasts.contactStatusFailed, description: error.message, variant: "destructive" });
    },
  });
  const recent = contacts.slice(0, RECENT_CONTACTS);

  return (
    <section
      aria-labelledby="contacts-heading"
      className="min-w-0 rounded-lg border border-slate-line bg-white p-4 sm:p-6"
    >
      <h2 id="contacts-heading" className="font-serif text-2xl text-slate-ink">
        {text.contactsHeading}
      </h2>
      {recent.length === 0 ? (
        <p className="py-6 text-center text-slate-mid">{text.noContacts}</p>
      ) : (
        <div className="mt-4 overflow-x-auto" role="region" aria-label={text.contactsTableLabel} tabIndex={0}>
          <table className="w-full min-w-[640px] text-left text-sm">
            <thead className="border-b border-slate-line text-slate-mid">
              <tr>
                {Object.values(text.contactColumns).map((label) => (
                  <th key={label} scope="col" className="py-2 pr-4 font-semibold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {recent.map((contact) => {
                const name = `${contact.firstName} ${contact.lastName}`;
                return (
                  <tr key={contact.id} className="border-b border-slate-line last:border-0">
                    <td className="py-3 pr-4 align-top font-semibold text-slate-ink">
                      {name}
                      {contact.isSpam && (
                        <span className="ml-2">
                          <Badge tone="red">{text.suspectedSpam}</Badge>
                        </span>
                      )}
                    </td>
                    <td className="py-3 pr-4 align-top">
                      <a href={`mailto:${contact.email}`} className="text-copper-deep underline">
                        {contact.email}
                      </a>
                    </td>
                    <td className="py-3 pr-4 align-top">{contact.serviceType || text.notSpecified}</td>
                    <td className="py-3 pr-4 align-top">
                      <Badge tone={contactTones[contact.status]}>{contactStatusLabels[contact.status]}</Badge>
                    </td>
                    <td className="py-3 pr-4 align-top whitespace-nowrap text-slate-deep">
                      {formatDate(contact.createdAt)}
                    </td>
                    <td className="py-3 align-top">
                      <SelectField
                        ariaLabel={text.contactStatusLabel(name)}
                        value={contact.status}
                        disabled={updateStatus.isPending}
                        onValueChange={(status) =>
                          updateStatus.mutate({ id: contact.id, status: status as ContactStatus })
                        }
                        options={contactStatuses.map((status) => ({
                          value: status,
                          label: contactStatusLabels[status],
                        }))}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function Dashboard() {
  const posts = useQuery<AdminBlogPost[]>({ queryKey: adminKeys.posts });
  const categories = useQuery<PublicCategory[]>({ queryKey: adminKeys.categories });
  const contacts = useQuery<AdminContactSubmission[]>({ queryKey: adminKeys.contacts });

  const postList = posts.data ?? [];
  const contactList = contacts.data ?? [];
  const published = postList.filter((post) => post.status === "published").length;
  const postsReady = posts.isSuccess;
  const contactsReady = contacts.isSuccess;

  return (
    <div className="grid grid-cols-1 gap-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-4xl text-slate-ink">{text.title}</h1>
          <p className="mt-1 text-slate-mid">{text.intro}</p>
        </div>
        <Link to={adminPaths.newPost} className={buttonClass("primary")}>
          {text.newPost}
        </Link>
      </header>

      <dl className="grid grid-cols-2 gap-4 md:grid-cols-5">
        <StatCard label={text.stats.totalPosts} value={postsReady ? postList.length : "—"} />
        <StatCard label={text.stats.published} value={postsReady ? published : "—"} />
        <StatCard label={text.stats.drafts} value={postsReady ? postList.length - published : "—"} />
        <StatCard label={text.stats.totalContacts} value={contactsReady ? contactList.length : "—"} />
        <StatCard
          label={text.stats.newContacts}
          value={contactsReady ? contactList.filter((contact) => contact.status === "new").length : "—"}
        />
      </dl>

      {posts.isPending || categories.isPending ? (
        <LoadingState label={adminStrings.loading} />
      ) : posts.isError ? (
        <p role="alert" className="text-red-800">
          {posts.error.message}
        </p>
      ) : (
        <PostsTable posts={postList} categories={categories.data ?? []} />
      )}

      {contacts.isPending ? (
        <LoadingState label={adminStrings.loading} />
      ) : contacts.isError ? (
        <p role="alert" className="text-red-800">
          {contacts.error.message}
        </p>
      ) : (
        <RecentContacts contacts={contactList} />
      )}
    </div>
  );
}
