/**
 * Blog list search and category filter (SPEC §2 "Blog list"): one island hydrated over the
 * server-rendered list, so the articles are readable without JavaScript. The term and category
 * live in the URL (?q=&category=) so a search can be shared and the back button works. Only
 * terms longer than 2 characters go to the server; shorter ones show the list by category.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  blogText,
  FEATURED_COUNT,
  isSearchableTerm,
  SEARCH_MAX_LENGTH,
  type PublicCategory,
  type PublicPostSummary,
} from "../shared/blog";
import { PostCard } from "./blog/PostCard";

interface Props {
  posts: PublicPostSummary[];
  categories: PublicCategory[];
}

const ALL = "all";
const SEARCH_DELAY_MS = 250;

interface Query {
  term: string;
  category: string;
}

function readQuery(): Query {
  const params = new URLSearchParams(window.location.search);
  return { term: (params.get("q") ?? "").slice(0, SEARCH_MAX_LENGTH), category: params.get("category") || ALL };
}

function queryUrl({ term, category }: Query): string {
  const params = new URLSearchParams();
  if (term.trim()) params.set("q", term.trim());
  if (category !== ALL) params.set("category", category);
  const search = params.toString();
  return `${window.location.pathname}${search ? `?${search}` : ""}`;
}

type SearchState =
  | { status: "idle" }
  | { status: "loading"; term: string }
  | { status: "done"; term: string; results: PublicPostSummary[] }
  | { status: "error"; term: string };

const chip =
  "rounded-full border px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-dark";

export default function BlogSearch({ posts, categories }: Props) {
  const [query, setQuery] = useState<Query>({ term: "", category: ALL });
  const [search, setSearch] = useState<SearchState>({ status: "idle" });
  const inputRef = useRef<HTMLInputElement>(null);

  // Start from the URL after hydration (the static HTML is the unfiltered list), and follow
  // back/forward navigation.
  useEffect(() => {
    setQuery(readQuery());
    const onPopState = () => setQuery(readQuery());
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  const trimmed = query.term.trim();
  const searching = isSearchableTerm(trimmed);

  useEffect(() => {
    if (!searching) {
      setSearch({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    setSearch({ status: "loading", term: trimmed });
    const timer = window.setTimeout(async () => {
      try {
        const response = await fetch(`/api/blog/search/${encodeURIComponent(trimmed)}`, {
          signal: controller.signal,
          credentials: "include",
        });
        if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
        setSearch({ status: "done", term: trimmed, results: (await response.json()) as PublicPostSummary[] });
      } catch (error) {
        if (!controller.signal.aborted) setSearch({ status: "error", term: trimmed });
        if (!controller.signal.aborted) console.warn("[blog search]", error);
      }
    }, SEARCH_DELAY_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [searching, trimmed]);

  /** Typing replaces the current history entry once a search is under way; starting one pushes. */
  const navigate = useCallback((next: Query, mode: "push" | "replace") => {
    setQuery(next);
    const url = queryUrl(next);
    if (url === `${window.location.pathname}${window.location.search}`) return;
    if (mode === "push") window.history.pushState(null, "", url);
    else window.history.replaceState(null, "", url);
  }, []);

  const onTermChange = (term: string) => {
    const hadTerm = new URLSearchParams(window.location.search).has("q");
    navigate({ ...query, term }, hadTerm ? "replace" : "push");
  };
  const onCategory = (category: string) => navigate({ ...query, category }, "push");
  const clear = () => {
    navigate({ term: "", category: ALL }, "push");
    inputRef.current?.focus();
  };

  const inCategory = useCallback(
    (post: PublicPostSummary) => query.category === ALL || post.category?.slug === query.category,
    [query.category],
  );
  const listed = useMemo(() => posts.filter(inCategory), [posts, inCategory]);
  const results = search.status === "done" ? search.results.filter(inCategory) : [];
  const shown = searching ? results : listed;
  const loading = searching && search.status === "loading";
  const failed = searching && search.status === "error";
  const featured = trimmed ? [] : listed.slice(0, FEATURED_COUNT);
  const filtered = query.category !== ALL || trimmed.length > 0;

  return (
    <div>
      <form role="search" className="flex flex-col gap-5" onSubmit={(event) => event.preventDefault()}>
        <div className="relative max-w-xl">
          <label htmlFor="blog-search" className="sr-only">
            {blogText.searchLabel}
          </label>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-mid"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
          <input
            ref={inputRef}
            id="blog-search"
            name="q"
            type="search"
            value={query.term}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={blogText.searchPlaceholder}
            autoComplete="off"
            onChange={(event) => onTermChange(event.target.value)}
            className="w-full rounded-md border border-slate-soft bg-white py-3 pr-4 pl-12 text-base text-slate-ink placeholder:text-slate-mid focus:border-copper-dark focus:outline-2 focus:outline-copper-dark"
          />
        </div>
        <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
          {[{ slug: ALL, name: blogText.allPosts }, ...categories].map((category) => {
            const active = query.category === category.slug;
            return (
              <button
                key={category.slug}
                type="button"
                aria-pressed={active}
                onClick={() => onCategory(category.slug)}
                className={`${chip} ${
                  active
                    ? "border-slate-ink bg-slate-ink text-white"
                    : "border-slate-line bg-white text-slate-deep hover:border-slate-mid"
                }`}
              >
                {category.name}
              </button>
            );
          })}
        </div>
      </form>

      <p role="status" className="sr-only">
        {loading ? blogText.loadingArticles : `${shown.length} ${shown.length === 1 ? "article" : "articles"}`}
      </p>

      {featured.length > 0 && (
        <section aria-labelledby="featured-heading" className="mt-12">
          <h2 id="featured-heading" className="font-serif text-3xl text-slate-ink">
            {blogText.featured}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {featured.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
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
              onClick={clear}
              className="font-semibold text-copper-dark underline underline-offset-4 hover:text-copper-deep focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-dark"
            >
              {blogText.clearSearch}
            </button>
          )}
        </div>
        {loading ? (
          <p className="mt-8 text-slate-mid">{blogText.loadingArticles}</p>
        ) : shown.length > 0 ? (
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {shown.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-8 rounded-lg border border-dashed border-slate-soft bg-white p-10 text-center">
            <p className="font-serif text-2xl text-slate-ink">
              {searching || failed ? blogText.noArticlesFound : blogText.noArticlesAvailable}
            </p>
            <p className="mx-auto mt-3 max-w-md text-slate-mid">
              {filtered ? blogText.noResultsHint : blogText.noArticlesHint}
            </p>
            {filtered && (
              <button
                type="button"
                onClick={clear}
                className="mt-6 rounded-md bg-copper-dark px-5 py-3 font-semibold text-white hover:bg-copper-deep focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-dark"
              >
                {blogText.clearSearch}
              </button>
            )}
          </div>
        )}
      </section>
    </div>
  );
}
