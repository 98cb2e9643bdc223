import { blogPostPath, blogText, formatPublishedDate, type PublicPostSummary } from "../../shared/blog";
import { cardImageOf } from "../../shared/media";
import { CategoryBadge } from "../ui/CategoryBadge";

interface Props {
  post: PublicPostSummary;
  /** Heading level of the card title, so it sits one below its section heading. */
  headingLevel?: 2 | 3;
  linkLabel?: string;
}

/** One post in a grid: its featured photo (a library photo), badge, date, title, excerpt and a link to the article. */
export function PostCard({ post, headingLevel = 3, linkLabel = blogText.readMore }: Props) {
  const Heading = `h${headingLevel}` as const;
  const image = cardImageOf(post.featuredImage);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-line bg-white p-6">
      {/* Decorative here: the title beside it names the article, which shows the photo with its alt text. */}
      {image && (
        <img
          {...image}
          alt=""
          loading="lazy"
          decoding="async"
          className="-mx-6 -mt-6 mb-5 aspect-[3/2] w-[calc(100%+3rem)] max-w-none bg-slate-mist object-cover"
        />
      )}
      <div>
        <CategoryBadge category={post.category} />
      </div>
      <p className="mt-3 text-sm text-slate-mid">
        <time dateTime={post.publishedAt ?? undefined}>{formatPublishedDate(post.publishedAt)}</time>
        <span aria-hidden="true"> · </span>
        <span>{blogText.minRead(post.readingTimeMinutes)}</span>
      </p>
      <Heading className="mt-2 font-serif text-xl leading-snug text-slate-ink">
        <a href={blogPostPath(post.slug)} className="hover:text-copper-dark focus-visible:text-copper-dark">
          {post.title}
        </a>
      </Heading>
      {post.excerpt && <p className="mt-3 line-clamp-4 text-slate-deep">{post.excerpt}</p>}
      <p className="mt-auto pt-5">
        <a
          href={blogPostPath(post.slug)}
          className="font-semibold text-copper-dark underline-offset-4 hover:underline"
          aria-label={`${linkLabel}: ${post.title}`}
        >
          {linkLabel} <span aria-hidden="true">→</span>
        </a>
      </p>
    </article>
  );
}
