/**
 * Blog editor (SPEC §2, §4, §5): tabs Content, SEO Settings and Publish Settings; the slug follows
 * the title while creating (until the admin edits it) and never changes by itself when editing;
 * the meta description counts to 160 and stops there; Save as Draft and Publish force the status.
 * A preview shows the body as the article page will.
 */
import * as Tabs from "@radix-ui/react-tabs";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useMemo, useState, type ReactNode } from "react";
import { ApiError, apiRequest } from "../../shared/api";
import { formatPublishedDate, type PublicCategory } from "../../shared/blog";
import { blogPostStatuses, type BlogPostStatus } from "../../shared/options";
import type { AdminBlogPost } from "../../shared/schemas/admin";
import { blogPostInputSchema, slugFromTitle } from "../../shared/schemas/blog-post";
import { adminStrings } from "../../shared/strings/admin";
import { toast } from "../ui/toast";
import { CategoryBadge } from "./Dashboard";
import { previewHtml } from "./preview-html";
import { adminKeys } from "./query-client";
import { adminPaths, Link, navigate } from "./router";
import { Button, buttonClass, FieldError, inputClass, LoadingState, SelectField } from "./ui";

const text = adminStrings.editor;
export const META_DESCRIPTION_MAX = 160;
const NO_CATEGORY = "none";

type TabName = "content" | "seo" | "publish";

interface FormValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  metaDescription: string;
  metaKeywords: string;
  categoryId: string;
  status: BlogPostStatus;
}

type FieldName = keyof FormValues;

const tabOfField: Record<FieldName, TabName> = {
  title: "content",
  slug: "content",
  excerpt: "content",
  content: "content",
  metaDescription: "seo",
  metaKeywords: "seo",
  categoryId: "publish",
  status: "publish",
};

const emptyForm: FormValues = {
  title: "",
  slug: "",
  excerpt: "",
  content: "",
  metaDescription: "",
  metaKeywords: "",
  categoryId: NO_CATEGORY,
  status: "draft",
};

function formFromPost(post: AdminBlogPost): FormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? "",
    content: post.content,
    metaDescription: (post.metaDescription ?? "").slice(0, META_DESCRIPTION_MAX),
    metaKeywords: post.metaKeywords ?? "",
    categoryId: post.categoryId ? String(post.categoryId) : NO_CATEGORY,
    status: post.status,
  };
}

function payloadFrom(values: FormValues, status: BlogPostStatus) {
  return {
    title: values.title,
    slug: values.slug,
    excerpt: values.excerpt || null,
    content: values.content,
    metaDescription: values.metaDescription || null,
    metaKeywords: values.metaKeywords || null,
    categoryId: values.categoryId === NO_CATEGORY ? null : Number(values.categoryId),
    status,
  };
}

function Field({
  id,
  label,
  required,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="font-semibold text-slate-ink">
        {label}
        {required && (
          <>
            <span aria-hidden="true" className="text-red-800">
              {" "}
              *
            </span>
            <span className="sr-only"> ({text.required})</span>
          </>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-mid">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function describedBy(id: string, hasHint: boolean, error?: string) {
  return [hasHint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

function Preview({ values, category }: { values: FormValues; category: PublicCategory | undefined }) {
  const html = useMemo(() => previewHtml(values.content), [values.content]);
  return (
    <section
      aria-labelledby="preview-heading"
      className="min-w-0 rounded-lg border border-slate-line bg-white p-4 sm:p-6"
    >
      <h2 id="preview-heading" className="font-serif text-2xl text-slate-ink">
        {text.previewHeading}
      </h2>
      <p className="text-sm text-slate-mid">{text.previewHint}</p>
      <article className="mt-6 border-t border-slate-line pt-6">
        <CategoryBadge category={category} />
        <p className="mt-3 font-serif text-3xl text-slate-ink">{values.title || "—"}</p>
        {values.excerpt && <p className="mt-2 text-lg text-slate-deep">{values.excerpt}</p>}
        <p className="mt-2 text-sm text-slate-mid">
          {values.status === "published" ? formatPublishedDate(new Date()) : text.draftDate}
        </p>
        {values.content.trim() ? (
          <div
            className="mt-6 max-w-prose leading-relaxed text-slate-ink [&_a]:text-copper-deep [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-copper [&_blockquote]:pl-4 [&_h2]:mt-6 [&_h2]:font-serif [&_h2]:text-2xl [&_h3]:mt-4 [&_h3]:font-serif [&_h3]:text-xl [&_img]:max-w-full [&_li]:ml-6 [&_ol]:list-decimal [&_p]:mt-4 [&_ul]:list-disc"
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : (
          <p className="mt-6 text-slate-mid">{text.previewEmpty}</p>
        )}
      </article>
    </section>
  );
}

function EditorForm({ post, categories }: { post?: AdminBlogPost; categories: PublicCategory[] }) {
  const queryClient = useQueryClient();
  const editing = post !== undefined;
  const id = useId();
  const fieldId = (name: FieldName) => `${id}-${name}`;
  const [values, setValues] = useState<FormValues>(() => (post ? formFromPost(post) : emptyForm));
  const [slugEdited, setSlugEdited] = useState(editing);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [tab, setTab] = useState<TabName>("content");

  const set = <K extends FieldName>(name: K, value: FormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const onTitleChange = (title: string) => {
    setValues((current) => ({ ...current, title, slug: slugEdited ? current.slug : slugFromTitle(title) }));
    setErrors((current) => ({ ...current, title: undefined, slug: slugEdited ? current.slug : undefined }));
  };

  const showErrors = (fieldErrors: Partial<Record<string, string>>) => {
    const known = Object.fromEntries(Object.entries(fieldErrors).filter(([name]) => name in tabOfField)) as Partial<
      Record<FieldName, string>
    >;
    setErrors(known);
    const first = (Object.keys(tabOfField) as FieldName[]).find((name) => known[name]);
    if (first) {
      setTab(tabOfField[first]);
      // After the tab switch renders, put the cursor in the first field to fix.
      setTimeout(() => document.getElementById(fieldId(first))?.focus(), 0);
    }
  };

  const save = useMutation({
    mutationFn: (status: BlogPostStatus) => {
      const payload = payloadFrom(values, status);
      return editing
        ? apiRequest<AdminBlogPost>("PUT", `/api/admin/blog/posts/${post.id}`, payload)
        : apiRequest<AdminBlogPost>("POST", "/api/admin/blog/posts", payload);
    },
    onSuccess: async (saved) => {
      toast({ title: adminStrings.toasts.postSaved });
      queryClient.setQueryData(adminKeys.post(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: adminKeys.posts });
      navigate(adminPaths.dashboard);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) showErrors(error.fields);
      toast({
        title: editing ? adminStrings.toasts.postUpdateFailed : adminStrings.toasts.postCreateFailed,
        description: error.message,
        variant: "destructive",
      });
    },
  });

  const submit = (status: BlogPostStatus) => {
    setValues((current) => ({ ...current, status }));
    const parsed = blogPostInputSchema.safeParse(payloadFrom(values, status));
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
      showErrors(fieldErrors);
      toast({ title: adminStrings.toasts.fixFields, variant: "destructive" });
      return;
    }
    save.mutate(status);
  };

  const textInput = (name: FieldName, extra: Record<string, unknown> = {}, hasHint = false) => ({
    id: fieldId(name),
    value: values[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": describedBy(fieldId(name), hasHint, errors[name]),
    className: inputClass,
    ...extra,
  });

  const tabTrigger =
    "rounded-t-md border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-slate-deep hover:text-slate-ink focus-visible:outline-2 focus-visible:outline-copper-dark data-[state=active]:border-copper-deep data-[state=active]:text-slate-ink";
  const category = categories.find((candidate) => String(candidate.id) === values.categoryId);

  return (
    <div className="grid grid-cols-1 gap-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-serif text-4xl text-slate-ink">{editing ? text.editTitle : text.newTitle}</h1>
      </header>

      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit(values.status);
        }}
        className="grid gap-6 rounded-lg border border-slate-line bg-white p-4 sm:p-6"
      >
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as TabName)}>
          <Tabs.List aria-label={text.tabsLabel} className="flex flex-wrap gap-1 border-b border-slate-line">
            <Tabs.Trigger value="content" className={tabTrigger}>
              {text.tabs.content}
            </Tabs.Trigger>
            <Tabs.Trigger value="seo" className={tabTrigger}>
              {text.tabs.seo}
            </Tabs.Trigger>
            <Tabs.Trigger value="publish" className={tabTrigger}>
              {text.tabs.publish}
            </Tabs.Trigger>
          </Tabs.List>

          <Tabs.Content value="content" className="grid gap-5 pt-6 focus-visible:outline-2">
            <Field id={fieldId("title")} label={text.fields.title} required error={errors.title}>
              <input {...textInput("title")} maxLength={255} onChange={(event) => onTitleChange(event.target.value)} />
            </Field>
            <Field
              id={fieldId("slug")}
              label={text.fields.slug}
              required
              hint={text.fields.slugHint}
              error={errors.slug}
            >
              <input
                {...textInput("slug", {}, true)}
                maxLength={255}
                onChange={(event) => {
                  setSlugEdited(true);
                  set("slug", event.target.value);
                }}
              />
            </Field>
            <Field
              id={fieldId("excerpt")}
              label={text.fields.excerpt}
              hint={text.fields.excerptHint}
              error={errors.excerpt}
            >
              <textarea
                {...textInput("excerpt", {}, true)}
                rows={3}
                maxLength={1000}
                onChange={(event) => set("excerpt", event.target.value)}
              />
            </Field>
            <Field
              id={fieldId("content")}
              label={text.fields.content}
              required
              hint={text.fields.contentHint}
              error={errors.content}
            >
              <textarea
                {...textInput("content", { className: `${inputClass} font-mono text-sm` }, true)}
                rows={16}
                onChange={(event) => set("content", event.target.value)}
              />
            </Field>
          </Tabs.Content>

          <Tabs.Content value="seo" className="grid gap-5 pt-6 focus-visible:outline-2">
            <Field
              id={fieldId("metaDescription")}
              label={text.fields.metaDescription}
              hint={<span aria-live="polite">{text.fields.metaDescriptionCount(values.metaDescription.length)}</span>}
              error={errors.metaDescription}
            >
              <textarea
                {...textInput("metaDescription", {}, true)}
                rows={3}
                maxLength={META_DESCRIPTION_MAX}
                onChange={(event) => set("metaDescription", event.target.value.slice(0, META_DESCRIPTION_MAX))}
              />
            </Field>
            <Field
              id={fieldId("metaKeywords")}
              label={text.fields.metaKeywords}
              hint={text.fields.metaKeywordsHint}
              error={errors.metaKeywords}
            >
              <input
                {...textInput("metaKeywords", {}, true)}
                maxLength={255}
                onChange={(event) => set("metaKeywords", event.target.value)}
              />
            </Field>
          </Tabs.Content>

          <Tabs.Content value="publish" className="grid gap-5 pt-6 focus-visible:outline-2">
            <Field id={fieldId("categoryId")} label={text.fields.category} error={errors.categoryId}>
              <SelectField
                id={fieldId("categoryId")}
                value={values.categoryId}
                onValueChange={(value) => set("categoryId", value)}
                invalid={Boolean(errors.categoryId)}
                options={[
                  { value: NO_CATEGORY, label: text.fields.noCategory },
                  ...categories.map((option) => ({ value: String(option.id), label: option.name })),
                ]}
                className="w-full sm:w-80"
              />
            </Field>
            <Field id={fieldId("status")} label={text.fields.status} error={errors.status}>
              <SelectField
                id={fieldId("status")}
                value={values.status}
                onValueChange={(value) => set("status", value as BlogPostStatus)}
                options={blogPostStatuses.map((status) => ({ value: status, label: text.statusLabels[status] }))}
                className="w-full sm:w-80"
              />
            </Field>
          </Tabs.Content>
        </Tabs.Root>

        <div className="flex flex-wrap justify-end gap-3 border-t border-slate-line pt-4">
          <Link to={adminPaths.dashboard} className={buttonClass("secondary")}>
            {text.cancel}
          </Link>
          <Button variant="secondary" disabled={save.isPending} onClick={() => submit("draft")}>
            {save.isPending && save.variables === "draft" ? text.saving : text.saveDraft}
          </Button>
          <Button disabled={save.isPending} onClick={() => submit("published")}>
            {save.isPending && save.variables === "published" ? text.saving : text.publish}
          </Button>
        </div>
      </form>

      <Preview values={values} category={category} />
    </div>
  );
}

function PostNotFound() {
  return (
    <section className="py-16 text-center">
      <h1 className="font-serif text-4xl text-slate-ink">{text.postNotFound}</h1>
      <p className="mt-4 text-slate-mid">{text.postNotFoundText}</p>
      <Link to={adminPaths.dashboard} className={buttonClass("primary", "mt-8")}>
        {text.returnToDashboard}
      </Link>
    </section>
  );
}

export function BlogEditor({ postId }: { postId?: number }) {
  const categories = useQuery<PublicCategory[]>({ queryKey: adminKeys.categories });
  const post = useQuery<AdminBlogPost>({ queryKey: adminKeys.post(postId ?? 0), enabled: postId !== undefined });

  if (categories.isPending || (postId !== undefined && post.isPending))
    return <LoadingState label={text.loadingPost} />;
  if (postId !== undefined && (post.isError || !post.data)) {
    if (post.error instanceof ApiError && post.error.status !== 404 && post.error.status !== 400) {
      return (
        <p role="alert" className="py-12 text-center text-red-800">
          {post.error.message}
        </p>
      );
    }
    return <PostNotFound />;
  }
  return <EditorForm post={post.data} categories={categories.data ?? []} />;
}
