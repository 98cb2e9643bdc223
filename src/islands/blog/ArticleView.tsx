/**
 * The article page: breadcrumb, header, body, related posts and the closing call. Rendered to
 * static HTML on /blog/{slug} and client-side by the not-found page for a post published since
 * the last build. No hooks.
 */
import { blogText, type PublicPost, type PublicPostSummary } from "../../shared/blog";
import type { ResponsiveImage } from "../../shared/media";
import { ArticleBody, ArticleHeader } from "./ArticleHeader";
import { PostGrid } from "./PostGrid";

interface Props {
  post: PublicPost;
  related: readonly PublicPostSummary[];
  /** The featured image, when it is a library photo (resolved at build time). */
  photo?: ResponsiveImage | null;
}

const button =
  "inline-flex items-center justify-center gap-2 rounded-md px-5 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-dark";

export function ArticleView({ post, related, photo }: Props) {
  return (
    <>
      <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <nav aria-label="Breadcrumb" className="text-sm text-slate-mid">
          <ol className="flex flex-wrap gap-2">
            <li>
              <a href="/" className="underline-offset-4 hover:underline">
                Home
              </a>
              <span aria-hidden="true" className="ml-2">
                /
              </span>
            </li>
            <li>
              <a href="/blog" className="underline-offset-4 hover:underline">
                {blogText.blogTitle}
              </a>
              <span aria-hidden="true" className="ml-2">
                /
              </span>
            </li>
            <li aria-current="page" className="text-slate-deep">
              {post.title}
            </li>
          </ol>
        </nav>

        <p className="mt-6">
          <a href="/blog" className="font-semibold text-copper-dark underline-offset-4 hover:underline">
            <span aria-hidden="true">← </span>
            {blogText.backToBlog}
          </a>
        </p>

        <ArticleHeader post={post} share />
        {photo && (
          <img {...photo} decoding="async" className="mt-8 h-auto w-full rounded-lg border border-slate-line" />
        )}
        <ArticleBody html={post.content} />
      </article>

      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="border-t border-slate-line bg-slate-mist/60">
          <div className="mx-auto max-w-6xl px-4 py-14">
            <h2 id="related-heading" className="font-serif text-3xl text-slate-ink">
              {blogText.relatedArticles}
            </h2>
            <PostGrid posts={related} className="mt-8 md:grid-cols-3" linkLabel={blogText.readArticle} />
          </div>
        </section>
      )}

      <section aria-labelledby="closing-heading" className="bg-slate-ink text-white">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center">
          <h2 id="closing-heading" className="font-serif text-3xl">
            {blogText.closingTitle}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-mist">{blogText.closingText}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <a href="/contact" className={`${button} bg-copper-dark text-white hover:bg-copper-deep`}>
              {blogText.contactExperts}
            </a>
            <a href="/blog" className={`${button} border border-white/70 text-white hover:bg-white/10`}>
              {blogText.readMoreArticles}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
