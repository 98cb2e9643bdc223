/**
 * The not-found page of /blog/{slug} or /portfolio/{slug}: the item published since the last
 * build, drawn by `render` once loaded (the section's loading message meanwhile), else the
 * section's not-found message with a link back to the section.
 */
import type { ReactNode } from "react";
import { blogText } from "../../shared/blog";
import { portfolioText } from "../../shared/portfolio";
import { LoadingMessage, NotFoundMessage } from "./NotFoundMessage";
import { useFreshlyPublished } from "./useFreshlyPublished";

const sectionText = {
  blog: [blogText.loadingArticle, blogText.articleNotFound, blogText.articleNotFoundText, blogText.returnToBlog],
  portfolio: [
    portfolioText.loadingProject,
    portfolioText.projectNotFound,
    portfolioText.projectNotFoundText,
    portfolioText.returnToPortfolio,
  ],
} as const;

interface Props<T> {
  section: keyof typeof sectionText;
  load: (slug: string) => Promise<T | null>;
  render: (item: T) => ReactNode;
}

export function FreshlyPublished<T extends { title: string; slug: string }>({ section, load, render }: Props<T>) {
  const state = useFreshlyPublished(section, load);
  const [loading, notFound, notFoundText, returnLabel] = sectionText[section];
  if (state.status === "loading") return <LoadingMessage text={loading} />;
  if (state.status === "missing") {
    return <NotFoundMessage title={notFound} text={notFoundText} linkLabel={returnLabel} href={`/${section}`} />;
  }
  return render(state.item);
}
