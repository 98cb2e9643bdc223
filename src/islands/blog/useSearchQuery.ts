/**
 * The blog list's search term and category, kept in the URL (?q=&category=) so a search can be
 * shared and the back button works. Read after hydration (the static HTML is the unfiltered list).
 */
import { useCallback, useEffect, useState } from "react";
import { SEARCH_MAX_LENGTH } from "../../shared/blog";

export const ALL_CATEGORIES = "all";

export interface SearchQuery {
  term: string;
  /** A category slug, or ALL_CATEGORIES. */
  category: string;
}

function readQuery(): SearchQuery {
  const params = new URLSearchParams(window.location.search);
  return {
    term: (params.get("q") ?? "").slice(0, SEARCH_MAX_LENGTH),
    category: params.get("category") || ALL_CATEGORIES,
  };
}

function queryUrl({ term, category }: SearchQuery): string {
  const params = new URLSearchParams();
  if (term.trim()) params.set("q", term.trim());
  if (category !== ALL_CATEGORIES) params.set("category", category);
  const search = params.toString();
  return `${window.location.pathname}${search ? `?${search}` : ""}`;
}

export function useSearchQuery() {
  const [query, setQuery] = useState<SearchQuery>({ term: "", category: ALL_CATEGORIES });

  useEffect(() => {
    setQuery(readQuery());
    const onPopState = () => setQuery(readQuery());
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  const navigate = useCallback((next: SearchQuery, mode: "push" | "replace") => {
    setQuery(next);
    const url = queryUrl(next);
    if (url === `${window.location.pathname}${window.location.search}`) return;
    if (mode === "push") window.history.pushState(null, "", url);
    else window.history.replaceState(null, "", url);
  }, []);

  /** Typing replaces the current history entry once a search is under way; starting one pushes. */
  const setTerm = (term: string) => {
    const hadTerm = new URLSearchParams(window.location.search).has("q");
    navigate({ ...query, term }, hadTerm ? "replace" : "push");
  };
  const setCategory = (category: string) => navigate({ ...query, category }, "push");
  const clear = () => navigate({ term: "", category: ALL_CATEGORIES }, "push");

  return { query, setTerm, setCategory, clear };
}
