/** What the blog list says when nothing is shown: no match (with Clear Search), or no posts yet. */
import { blogText } from "../../shared/blog";

export function NoArticles({
  searched,
  filtered,
  onClear,
}: {
  searched: boolean;
  filtered: boolean;
  onClear: () => void;
}) {
  return (
    <div className="mt-8 rounded-lg border border-dashed border-slate-soft bg-white p-10 text-center">
      <p className="font-serif text-2xl text-slate-ink">
        {searched ? blogText.noArticlesFound : blogText.noArticlesAvailable}
      </p>
      <p className="mx-auto mt-3 max-w-md text-slate-mid">
        {filtered ? blogText.noResultsHint : blogText.noArticlesHint}
      </p>
      {filtered && (
        <button
          type="button"
          onClick={onClear}
          className="mt-6 rounded-md bg-copper-dark px-5 py-3 font-semibold text-white hover:bg-copper-deep focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-dark"
        >
          {blogText.clearSearch}
        </button>
      )}
    </div>
  );
}
