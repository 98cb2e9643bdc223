/**
 * Blog list search and category filter: one island hydrated over the server-rendered list, so
 * the articles are readable without JavaScript. The term and category live in the URL. Only
 * terms longer than 2 characters go to the server; shorter ones show the list by category.
 */
import { useCallback, useMemo, useRef } from "react";
import {
  blogText,
  FEATURED_COUNT,
  isSearchableTerm,
  type PublicCategory,
  type PublicPostSummary,
} from "../shared/blog";
import { NoArticles } from "./blog/NoArticles";
import { PostGrid } from "./blog/PostGrid";
import { SearchBox } from "./blog/SearchBox";
import { ALL_CATEGORIES, useSearchQuery } from "./blog/useSearchQuery";
import { useServerSearch } from "./blog/useServerSearch";

interface Props {
  posts: PublicPostSummary[];
  categories: PublicCategory[];
}

export default function BlogSearch({ posts, categories }: Props) {
  const { query, setTerm, setCategory, clear } = useSearchQuery();
  const inputRef = useRef<HTMLInputElement>(null);
  const trimmed = query.term.trim();
  const searching = isSearchableTerm(trimmed);
  const search = useServerSearch(trimmed, searching);

  const inCategory = useCallback(
    (post: PublicPostSummary) => query.category === ALL_CATEGORIES || post.category?.slug === query.category,
    [query.category],
  );
  const listed = useMemo(() => posts.filter(inCategory), [posts, inCategory]);
  const results = search.status === "done" ? search.results.filter(inCategory) : [];
  const shown = searching ? results : listed;
  const loading = searching && search.status === "loading";
  const failed = searching && search.status === "error";
  const featured = trimmed ? [] : listed.slice(0, FEATURED_COUNT);
  const filtered = query.category !== ALL_CATEGORIES || trimmed.length > 0;
  const clearAndFocus = () => {
    clear();
    inputRef.current?.focus();
  };

  return (
    <div>
      <SearchBox
        query={query}
        categories={categories}
        onTermChange={setTerm}
        onCategory={setCategory}
        inputRef={inputRef}
      />

      <p role="status" className="sr-only">
        {loading ? blogText.loadingArticles : `${shown.length} ${shown.length === 1 ? "article" : "articles"}`}
      </p>

      {featured.length > 0 && (
        <section aria-labelledby="featured-heading" className="mt-12">
          <h2 id="featured-heading" className="font-serif text-3xl text-slate-ink">
            {blogText.featured}
          </h2>
          <PostGrid posts={featured} className="mt-6 md:grid-cols-3" />
        </section>
      )}

      <section aria-labelledby="articles-heading" className="mt-14">
        <div className="flex flex-wrap items-baseline justify-between gap-4">
          <h2 id="articles-heading" className="font-serif text-3xl text-slate-ink">
            {searching ? blogText.searchResultsFor(trimmed) : blogText.allArticles}
          </h2>
          {filtered && shown.length > 0 && (
            <button
              type="button"
              onClick={clearAndFocus}
              className="font-semibold text-copper-dark underline underline-offset-4 hover:text-copper-deep focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-dark"
            >
              {blogText.clearSearch}
            </button>
          )}
        </div>
        {loading ? (
          <p className="mt-8 text-slate-mid">{blogText.loadingArticles}</p>
        ) : shown.length > 0 ? (
          <PostGrid posts={shown} className="mt-6 md:grid-cols-2 lg:grid-cols-3" />
        ) : (
          <NoArticles searched={searching || failed} filtered={filtered} onClear={clearAndFocus} />
        )}
      </section>
    </div>
  );
}
