/**
 * Quote Management's search and filters, kept in the page's URL (?q=&urgency=&status=&phase=), so
 * a filtered list can be reloaded, bookmarked and shared. A value the schema refuses is dropped.
 * A report figure's segment (rfrom, rto, …; decision 042) stays in the URL beside them.
 */
import { useCallback, useState } from "react";
import {
  filterToSearch,
  quoteListFilterSchema,
  searchToRaw,
  type QuoteListFilter,
} from "../../../shared/schemas/quote-desk";
import { segmentFrom, withSegment } from "../../../shared/schemas/reports";

function filterFromUrl(): QuoteListFilter {
  const raw = searchToRaw(new URLSearchParams(location.search));
  const filter: QuoteListFilter = {};
  for (const [name, value] of Object.entries(raw)) {
    const parsed = quoteListFilterSchema.safeParse({ [name]: value });
    if (parsed.success) Object.assign(filter, parsed.data);
  }
  return filter;
}

export function useQuoteFilters() {
  const [filter, setFilterState] = useState<QuoteListFilter>(filterFromUrl);
  const [segment] = useState(() => segmentFrom(location.search));
  const setFilter = useCallback(
    (next: QuoteListFilter) => {
      setFilterState(next);
      history.replaceState(history.state, "", `${location.pathname}${withSegment(filterToSearch(next), segment)}`);
    },
    [segment],
  );
  return { filter, setFilter, segment };
}
