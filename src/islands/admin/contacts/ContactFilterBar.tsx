/**
 * The contact list's search (sent on Enter or Search, so each search is one step of the URL's
 * history) and its status and spam-flag filters (applied at once).
 */
import { contactStatusOptions } from "../../../shared/options";
import { spamFilters, type ContactFilters, type SpamFilter } from "../../../shared/schemas/contacts-desk";
import { contactStrings } from "../../../shared/strings/contacts";
import { Select } from "../../ui/Select";
import { FilterSelect } from "../common/FilterSelect";
import { SearchForm } from "../common/SearchForm";

const text = contactStrings.list;

interface Props {
  filters: ContactFilters;
  onChange: (changes: Partial<ContactFilters>) => void;
}

export function ContactFilterBar({ filters, onChange }: Props) {
  return (
    <div className="mt-4 flex flex-col gap-3 lg:flex-row">
      <SearchForm
        id="contact-search"
        label={text.searchLabel}
        placeholder={text.searchPlaceholder}
        button={text.search}
        initial={filters.q}
        onSearch={(q) => onChange({ q })}
      />
      {/* Side by side on a phone too: two rows of filters would push the first contact down. */}
      <div className="flex gap-2 lg:gap-3">
        <FilterSelect
          label={text.statusLabel}
          allLabel={text.allStatuses}
          value={filters.status}
          onChange={(status) => onChange({ status })}
          options={contactStatusOptions}
          className="w-full max-lg:min-w-0 lg:w-44"
        />
        <Select
          ariaLabel={text.spamLabel}
          value={filters.spam}
          onValueChange={(spam) => onChange({ spam: spam as SpamFilter })}
          options={spamFilters.map((value) => ({ value, label: text.spamOptions[value] }))}
          className="w-full max-lg:min-w-0 lg:w-52"
        />
      </div>
    </div>
  );
}
