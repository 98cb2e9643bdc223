/**
 * The /blog/{slug} not-found page: a post published since the last build has no static page
 * yet, so this asks the API for the slug in the address and renders the article if it exists
 * (SPEC: 'Loading article...', else 'Article Not Found').
 */
import { useEffect, useState } from "react";
import { blogText, selectRelatedPosts, type PublicPost, type PublicPostSummary } from "../shared/blog";
import { BRAND_NAME } from "../shared/site";
import { ArticleView } from "./blog/ArticleView";
import { LoadingMessage, NotFoundMessage, slugFromPath } from "./blog/NotFoundMessage";

type State =
  { status: "loading" } | { status: "missing" } | { status: "found"; post: PublicPost; related: PublicPostSummary[] };

async function loadArticle(slug: string): Promise<State> {
  const response = await fetch(`/api/blog/posts/${slug}`, { credentials: "include" });
  if (!response.ok) return { status: "missing" };
  const post = (await response.json()) as PublicPost;
  let related: PublicPostSummary[] = [];
  if (post.categoryId !== null) {
    const list = await fetch("/api/blog/posts", { credentials: "include" });
    if (list.ok) {
      related = selectRelatedPosts(post, (await list.json()) as PublicPostSummary[]);
    }
  }
  return { status: "found", post, related };
}

export default function ArticleLoader() {
  const [state, setState] = useState<State>({ status: "loading" });

  useEffect(() => {
    const slug = slugFromPath(window.location.pathname, "blog");
    if (!slug) {
      setState({ status: "missing" });
      return;
    }
    loadArticle(slug).then(setState, () => setState({ status: "missing" }));
  }, []);

  useEffect(() => {
    if (state.status === "found") document.title = `${state.post.title} | ${BRAND_NAME}`;
  }, [state]);

  if (state.status === "loading") return <LoadingMessage text={blogText.loadingArticle} />;
  if (state.status === "missing") {
    return (
      <NotFoundMessage
        title={blogText.articleNotFound}
        text={blogText.articleNotFoundText}
        linkLabel={blogText.returnToBlog}
        href="/blog"
      />
    );
  }
  return <ArticleView post={state.post} related={state.related} />;
}
