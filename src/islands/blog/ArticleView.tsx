/**
 * The article (SPEC §2 "Article"), rendered to static HTML on /blog/{slug} and client-side by the
 * not-found page for a post published since the last build. No hooks: the Share button is wired
 * by a small page script (src/scripts/share.ts).
 */
import { blogText, formatPublishedDate, type PublicPost, type PublicPostSummary } from "../../shared/blog";
import { richTextClass } from "../ui/richText";
import { CategoryBadge } from "./CategoryBadge";
import { PostCard } from "./PostCard";

interface Props {
  post: PublicPost;
  related: readonly PublicPostSummary[];
}

const button =
  "inline-flex items-center justify-center gap-2 rounded-md px-5 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-dark";

export function ArticleView({ post, related }: Props) {
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

        <header className="mt-8">
          <CategoryBadge category={post.category} />
          <h1 className="mt-4 font-serif text-3xl leading-tight text-slate-ink sm:text-5xl">{post.title}</h1>
          {post.excerpt && <p className="mt-5 text-xl leading-relaxed text-slate-mid">{post.excerpt}</p>}
          <div className="mt-8 flex flex-wrap items-center justify-between gap-4 border-y border-slate-line py-5">
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-11 items-center justify-center rounded-full bg-slate-ink font-serif text-lg text-white"
              >
                {post.authorName.charAt(0)}
              </span>
              <div>
                <p className="font-semibold text-slate-ink">{post.authorName}</p>
                <p className="text-sm text-slate-mid">{blogText.authorRole}</p>
              </div>
            </div>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-mid">
              <time dateTime={post.publishedAt ?? undefined}>{formatPublishedDate(post.publishedAt)}</time>
              <span>{blogText.minRead(post.readingTimeMinutes)}</span>
              <button
                type="button"
                data-share-button
                data-share-title={post.title}
                className="inline-flex items-center gap-2 rounded-md border border-slate-line bg-white px-3 py-2 font-semibold text-slate-ink hover:border-slate-mid focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-dark"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <circle cx="18" cy="5" r="3" />
                  <circle cx="6" cy="12" r="3" />
                  <circle cx="18" cy="19" r="3" />
                  <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
                </svg>
                {blogText.share}
              </button>
              <span data-share-status role="status" className="min-w-[6rem] text-sm text-slate-deep"></span>
            </div>
          </div>
        </header>

        <div className={`mt-8 ${richTextClass}`} dangerouslySetInnerHTML={{ __html: post.content }} />
      </article>

      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="border-t border-slate-line bg-slate-mist/60">
          <div className="mx-auto max-w-6xl px-4 py-14">
            <h2 id="related-heading" className="font-serif text-3xl text-slate-ink">
              {blogText.relatedArticles}
            </h2>
            <ul className="mt-8 grid gap-6 md:grid-cols-3">
              {related.map((other) => (
                <li key={other.id}>
                  <PostCard post={other} linkLabel={blogText.readArticle} />
                </li>
              ))}
            </ul>
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
