/** Full-text search on the server for a term, a short pause after the last keystroke; the previous request is cancelled. */
import { useEffect, useState } from "react";
import type { PublicPostSummary } from "../../shared/blog";

const SEARCH_DELAY_MS = 250;

export type SearchState =
  | { status: "idle" }
  | { status: "loading"; term: string }
  | { status: "done"; term: string; results: PublicPostSummary[] }
  | { status: "error"; term: string };

/** Searches for `term` while `enabled` (a searchable term); idle otherwise. */
export function useServerSearch(term: string, enabled: boolean): SearchState {
  const [search, setSearch] = useState<SearchState>({ status: "idle" });

  useEffect(() => {
    if (!enabled) {
      setSearch({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    setSearch({ status: "loading", term });
    const timer = window.setTimeout(async () => {
      try {
        const response = await fetch(`/api/blog/search/${encodeURIComponent(term)}`, {
          signal: controller.signal,
          credentials: "include",
        });
        if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
        setSearch({ status: "done", term, results: (await response.json()) as PublicPostSummary[] });
      } catch (error) {
        if (controller.signal.aborted) return;
        setSearch({ status: "error", term });
        console.warn("[blog search]", error);
      }
    }, SEARCH_DELAY_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [enabled, term]);

  return search;
}
