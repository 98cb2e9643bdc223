/**
 * The /blog/{slug} not-found page: renders the article, with its related posts, if it was
 * published since the last build ('Loading article...' meanwhile, else 'Article Not Found').
 */
import { blogText, selectRelatedPosts, type PublicPost, type PublicPostSummary } from "../shared/blog";
import { ArticleView } from "./blog/ArticleView";
import { LoadingMessage, NotFoundMessage } from "./blog/NotFoundMessage";
import { useFreshlyPublished } from "./blog/useFreshlyPublished";

interface Article {
  title: string;
  slug: string;
  post: PublicPost;
  related: PublicPostSummary[];
}

async function loadArticle(slug: string): Promise<Article | null> {
  const response = await fetch(`/api/blog/posts/${slug}`, { credentials: "include" });
  if (!response.ok) return null;
  const post = (await response.json()) as PublicPost;
  let related: PublicPostSummary[] = [];
  if (post.categoryId !== null) {
    const list = await fetch("/api/blog/posts", { credentials: "include" });
    if (list.ok) related = selectRelatedPosts(post, (await list.json()) as PublicPostSummary[]);
  }
  return { title: post.title, slug: post.slug, post, related };
}

export default function ArticleLoader() {
  const state = useFreshlyPublished("blog", loadArticle);
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
  return <ArticleView post={state.item.post} related={state.item.related} />;
}
