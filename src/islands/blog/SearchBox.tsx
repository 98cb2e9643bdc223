/** The blog list's search field and its category buttons (pressed = the category shown). */
import type { RefObject } from "react";
import { blogText, SEARCH_MAX_LENGTH, type PublicCategory } from "../../shared/blog";
import { ALL_CATEGORIES, type SearchQuery } from "./useSearchQuery";

const chip =
  "rounded-full border px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-dark";

interface Props {
  query: SearchQuery;
  categories: PublicCategory[];
  onTermChange: (term: string) => void;
  onCategory: (slug: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

export function SearchBox({ query, categories, onTermChange, onCategory, inputRef }: Props) {
  return (
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
        {[{ slug: ALL_CATEGORIES, name: blogText.allPosts }, ...categories].map((category) => {
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
  );
}
