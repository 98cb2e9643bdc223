/**
 * The article's header and body as /blog/{slug} renders them, shared with the editor's preview so
 * the preview shows exactly what will be published. No hooks: the Share button is wired by a small
 * page script (src/scripts/share.ts), and only the public page shows it.
 */
import { blogText, formatPublishedDate, type PublicPost } from "../../shared/blog";
import { richTextClass } from "../ui/richText";
import { CategoryBadge } from "../ui/CategoryBadge";
import { ShareButton } from "./ShareButton";

export type ArticleHeading = Pick<
  PublicPost,
  "title" | "excerpt" | "category" | "authorName" | "publishedAt" | "readingTimeMinutes"
>;

interface Props {
  post: ArticleHeading;
  /** 1 on the article page; lower where the header sits under another page's heading. */
  headingLevel?: 1 | 3;
  share?: boolean;
}

export function ArticleHeader({ post, headingLevel = 1, share = false }: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <header className="mt-8">
      <CategoryBadge category={post.category} />
      <Heading className="mt-4 font-serif text-3xl leading-tight text-slate-ink sm:text-5xl">{post.title}</Heading>
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
          {share && <ShareButton title={post.title} />}
        </div>
      </div>
    </header>
  );
}

/** The sanitised body (the server's sanitiser, or the preview's equivalent) in the article's type. */
export function ArticleBody({ html }: { html: string }) {
  return <div className={`mt-8 ${richTextClass}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
