/** The post table's text search and category filter. */
import type { PublicCategory } from "../../../shared/blog";
import { adminStrings } from "../../../shared/strings/admin";
import { FilterSelect } from "../common/FilterSelect";
import { SearchInput } from "../common/SearchInput";

const text = adminStrings.dashboard;

export interface PostFilter {
  term: string;
  /** A category id, or undefined for every category. */
  categoryId: string | undefined;
}

interface Props {
  filter: PostFilter;
  onChange: (filter: PostFilter) => void;
  categories: PublicCategory[];
}

export function PostFilters({ filter, onChange, categories }: Props) {
  return (
    <div className="mt-4 flex flex-col gap-3 sm:flex-row">
      <div className="flex-1">
        <SearchInput
          id="post-search"
          label={text.searchLabel}
          value={filter.term}
          onValueChange={(term) => onChange({ ...filter, term })}
          placeholder={text.searchPlaceholder}
        />
      </div>
      <FilterSelect
        label={text.categoryLabel}
        allLabel={text.allCategories}
        value={filter.categoryId}
        onChange={(categoryId) => onChange({ ...filter, categoryId })}
        options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
        className="sm:w-56"
      />
    </div>
  );
}
