/**
 * The post as the article page will show it: the page's own header and body components, fed from
 * the form. The body is cleaned in the browser the way the server will clean it (preview-html.ts),
 * so previewing a pasted body never runs code in the admin's session.
 */
import { useMemo } from "react";
import { readingTimeFromLength, type PublicCategory } from "../../../shared/blog";
import { BRAND_NAME } from "../../../shared/site";
import { adminStrings } from "../../../shared/strings/admin";
import { ArticleBody, ArticleHeader } from "../../blog/ArticleHeader";
import { useCurrentUser } from "../api";
import { Panel } from "../common/Panel";
import { NO_CATEGORY, type EditorValues } from "./editor-form";
import { previewHtml } from "./preview-html";

const text = adminStrings.editor;

interface Props {
  values: EditorValues;
  categories: PublicCategory[];
  /** When the post was first published, if it was. */
  publishedAt: string | null;
}

export function EditorPreview({ values, categories, publishedAt }: Props) {
  const { data: user } = useCurrentUser();
  const html = useMemo(() => previewHtml(values.content), [values.content]);
  const category =
    values.categoryId === NO_CATEGORY ? null : (categories.find((c) => String(c.id) === values.categoryId) ?? null);
  // The server names the signed-in author, or the business when the account has no name.
  const authorName = [user?.firstName, user?.lastName].filter(Boolean).join(" ") || BRAND_NAME;
  const heading = {
    title: values.title || "—",
    excerpt: values.excerpt || null,
    category,
    authorName,
    publishedAt: values.status === "published" ? (publishedAt ?? new Date().toISOString()) : null,
    readingTimeMinutes: readingTimeFromLength(values.content.length),
  };

  return (
    <Panel id="preview-heading" title={text.previewHeading}>
      <p className="text-sm text-slate-mid">{text.previewHint}</p>
      <article className="mt-6 border-t border-slate-line pt-6">
        <ArticleHeader post={heading} headingLevel={3} />
        {values.content.trim() ? (
          <ArticleBody html={html} />
        ) : (
          <p className="mt-8 text-slate-mid">{text.previewEmpty}</p>
        )}
      </article>
    </Panel>
  );
}
