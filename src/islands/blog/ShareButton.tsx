/** The article's Share button and its status line, wired by src/scripts/share.ts on the page. */
import { blogText } from "../../shared/blog";

export function ShareButton({ title }: { title: string }) {
  return (
    <>
      <button
        type="button"
        data-share-button
        data-share-title={title}
        className="inline-flex items-center gap-2 rounded-md border border-slate-line bg-white px-3 py-2 font-semibold text-slate-ink hover:border-slate-mid focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-dark"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        {blogText.share}
      </button>
      <span data-share-status role="status" className="min-w-[6rem] text-sm text-slate-deep"></span>
    </>
  );
}
