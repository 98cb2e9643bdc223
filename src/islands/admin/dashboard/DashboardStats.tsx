/**
 * The dashboard's figures, leads first: contacts and quotes waiting for a reply (the one definition,
 * src/shared/waiting.ts), all contacts, open quotes and the pipeline's value, each a link to the
 * leads it counts; then the blog's. A dash until a figure has loaded.
 */
import type { ReactNode } from "react";
import { formatDollars } from "../../../shared/format";
import type { LeadFigures } from "../../../shared/lead-figures";
import type { AdminBlogPost } from "../../../shared/schemas/admin";
import { adminStrings } from "../../../shared/strings/admin";
import { WAITING_FILTER } from "../../../shared/waiting";
import { StatCard } from "../common/StatCard";
import { adminPaths } from "../router";

const text = adminStrings.dashboard;
const NOT_LOADED = "—";

const figures = "grid gap-3 sm:gap-4";
const waitingQuery = `?${WAITING_FILTER.name}=${WAITING_FILTER.value}`;
const openQuotesPath = `${adminPaths.quotes}?ropen=1`;

export function LeadStats({ figures: lead }: { figures?: LeadFigures }) {
  const note = lead ? text.leadStats.pipelineNote(lead.openProposals) : "";
  return (
    <section aria-labelledby="lead-stats-heading">
      <h2 id="lead-stats-heading" className="sr-only">
        {text.leadsHeading}
      </h2>
      <dl className={`${figures} grid-cols-2 md:grid-cols-5`} data-testid="lead-stats">
        <StatCard
          label={text.leadStats.contactsWaiting}
          value={lead?.waiting.contacts ?? NOT_LOADED}
          href={lead && `${adminPaths.contacts}${waitingQuery}`}
        />
        <StatCard
          label={text.stats.totalContacts}
          value={lead?.totalContacts ?? NOT_LOADED}
          href={lead && adminPaths.contacts}
        />
        <StatCard
          label={text.leadStats.quotesWaiting}
          value={lead?.waiting.quotes ?? NOT_LOADED}
          href={lead && `${adminPaths.quotes}${waitingQuery}`}
        />
        <StatCard
          label={text.leadStats.openQuotes}
          value={lead?.openQuotes ?? NOT_LOADED}
          href={lead && openQuotesPath}
        />
        <StatCard
          className="col-span-2 md:col-span-1"
          label={text.leadStats.pipeline}
          value={lead ? formatDollars(lead.pipelineCents / 100) : NOT_LOADED}
          href={lead && openQuotesPath}
          note={note}
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
