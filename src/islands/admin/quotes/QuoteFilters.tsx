/**
 * Quote Management's search box, its urgency, status and phase filters, and the CSV of what they
 * show. Below lg the filters and the CSV link fold behind a Filters button (open while a filter is
 * set), so a phone reaches the first quote without scrolling.
 */
import { useEffect, useId, useState } from "react";
import { quotePhaseOptions, quoteStatusOptions, urgencyOptions, type Option } from "../../../shared/options";
import { QUOTE_SEARCH_MAX, type QuoteListFilter } from "../../../shared/schemas/quote-desk";
import { quoteDeskStrings } from "../../../shared/strings/quotes";
import { Button } from "../../ui/Button";
import { CsvDownloadLink } from "../common/CsvDownloadLink";
import { FilterSelect } from "../common/FilterSelect";
import { SearchInput } from "../common/SearchInput";
import { quoteDeskUrls } from "./quotes.api";

const text = quoteDeskStrings.filters;
/** Typing settles for this long before the list is asked again. */
const SEARCH_DELAY_MS = 300;

interface Props {
  filter: QuoteListFilter;
  onChange: (filter: QuoteListFilter) => void;
}

type ChoiceName = "urgency" | "status" | "phase";
const choices: [ChoiceName, string, readonly Option[]][] = [
  ["urgency", text.urgency, urgencyOptions],
  ["status", text.status, quoteStatusOptions],
  ["phase", text.phase, quotePhaseOptions],
];

export function QuoteFilters({ filter, onChange }: Props) {
  const [term, setTerm] = useState(filter.q ?? "");
  useEffect(() => {
    if (term.trim() === (filter.q ?? "")) return;
    const timer = setTimeout(() => onChange({ ...filter, q: term.trim() || undefined }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [term, filter, onChange]);
  const filtered = Object.values(filter).some(Boolean);
  const active = choices.filter(([name]) => filter[name]).length;
  const [shown, setShown] = useState(active > 0);
  const moreId = useId();

  return (
    <div role="search" aria-label={text.label} className="grid gap-3 lg:grid-cols-[1fr_auto_auto_auto]">
      <div className="flex gap-2">
        <SearchInput
          id="quote-search"
          label={text.search}
          value={term}
          maxLength={QUOTE_SEARCH_MAX}
          onValueChange={setTerm}
          placeholder={text.searchPlaceholder}
        />
        <Button
          variant="secondary"
          className="lg:hidden"
          aria-expanded={shown}
          aria-controls={moreId}
          onClick={() => setShown(!shown)}
        >
          {text.more(active)}
        </Button>
      </div>
      <div id={moreId} className={`${shown ? "grid" : "hidden"} gap-3 sm:grid-cols-3 lg:contents`}>
        {choices.map(([name, label, options]) => (
          <FilterSelect
            key={name}
            label={label}
            allLabel={`${label}: ${text.any}`}
            value={filter[name]}
            onChange={(value) => onChange({ ...filter, [name]: value })}
            options={options}
            className="w-full lg:w-48"
          />
        ))}
        <div className="flex flex-wrap gap-3 sm:col-span-3 lg:col-span-4">
          <CsvDownloadLink href={quoteDeskUrls.exportCsv(filter)} label={text.downloadCsv} />
          {filtered && (
            <Button
              variant="ghost"
              onClick={() => {
                setTerm("");
                onChange({});
              }}
            >
              {text.clear}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
