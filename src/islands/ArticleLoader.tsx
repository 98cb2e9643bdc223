/**
 * The /blog/{slug} not-found page: renders the article, with its related posts, if it was
 * published since the last build ('Loading article...' meanwhile, else 'Article Not Found').
 */
import { selectRelatedPosts, type PublicPost, type PublicPostSummary } from "../shared/blog";
import { ArticleView } from "./blog/ArticleView";
import { FreshlyPublished } from "./blog/FreshlyPublished";

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
  return (
    <FreshlyPublished
      section="blog"
      load={loadArticle}
      render={(article) => <ArticleView post={article.post} related={article.related} />}
    />
  );
}
