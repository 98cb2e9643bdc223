/**
 * The dashboard's figures, leads first: contacts and quotes waiting, open quotes and their
 * pipeline value; then the blog's. A dash until the list a figure counts has loaded.
 */
import type { ReactNode } from "react";
import { formatDollars } from "../../../shared/format";
import { quotePipeline } from "../../../shared/quote-pipeline";
import type { AdminBlogPost, AdminContactSubmission, AdminQuote } from "../../../shared/schemas/admin";
import { adminStrings } from "../../../shared/strings/admin";
import { StatCard } from "../common/StatCard";

const text = adminStrings.dashboard;
const NOT_LOADED = "—";

const figures = "grid gap-3 sm:gap-4";

export function LeadStats({ contacts, quotes }: { contacts?: AdminContactSubmission[]; quotes?: AdminQuote[] }) {
  const pipeline = quotes && quotePipeline(quotes);
  return (
    <section aria-labelledby="lead-stats-heading">
      <h2 id="lead-stats-heading" className="sr-only">
        {text.leadsHeading}
      </h2>
      <dl className={`${figures} grid-cols-2 md:grid-cols-5`}>
        <StatCard
          label={text.stats.newContacts}
          value={contacts?.filter((contact) => contact.status === "new").length ?? NOT_LOADED}
        />
        <StatCard label={text.stats.totalContacts} value={contacts?.length ?? NOT_LOADED} />
        <StatCard
          label={text.leadStats.newQuotes}
          value={quotes?.filter((quote) => quote.status === "new").length ?? NOT_LOADED}
        />
        <StatCard label={text.leadStats.openQuotes} value={pipeline?.open ?? NOT_LOADED} />
        <StatCard
          className="col-span-2 md:col-span-1"
          label={text.leadStats.pipeline}
          value={pipeline ? formatDollars(pipeline.value) : NOT_LOADED}
        />
      </dl>
    </section>
  );
}

export function BlogStats({ posts, action }: { posts?: AdminBlogPost[]; action: ReactNode }) {
  const published = posts?.filter((post) => post.status === "published").length;
  return (
    <section aria-labelledby="blog-stats-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="blog-stats-heading" className="font-serif text-2xl text-slate-ink">
          {text.blogHeading}
        </h2>
        {action}
      </div>
      <dl className={`mt-3 ${figures} grid-cols-3`}>
        <StatCard label={text.stats.totalPosts} value={posts?.length ?? NOT_LOADED} />
        <StatCard label={text.stats.published} value={published ?? NOT_LOADED} />
        <StatCard
          label={text.stats.drafts}
          value={posts && published !== undefined ? posts.length - published : NOT_LOADED}
        />
      </dl>
    </section>
  );
}
