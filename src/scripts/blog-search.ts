/**
 * The blog list's search and category filter (components/blog/BlogSearch.astro), without a
 * framework. The term and category live in the URL (?q=&category=), so a search can be shared and
 * the back button works. Only terms longer than 2 characters go to the server, a short pause after
 * the last keystroke, cancelling the previous request; shorter ones show the list by category.
 */
import {
  blogPostPath,
  blogText,
  categoryBadgeLook,
  FEATURED_COUNT,
  formatPublishedDate,
  isSearchableTerm,
  SEARCH_MAX_LENGTH,
  type PublicPostSummary,
} from "../shared/blog";
import { seoDefaults } from "../shared/site";
import { ALL_CATEGORIES, categoryChipClass } from "../components/blog/blog-search-look";

const SEARCH_DELAY_MS = 250;

interface SearchQuery {
  term: string;
  /** A category slug, or ALL_CATEGORIES. */
  category: string;
}

type Search =
  { status: "idle" } | { status: "loading" } | { status: "done"; results: PublicPostSummary[] } | { status: "error" };

const root = document.querySelector<HTMLElement>("[data-blog-search]");
if (root) start(root);

function start(root: HTMLElement) {
  const find = <T extends Element = HTMLElement>(selector: string) => root.querySelector<T>(selector)!;
  const input = find<HTMLInputElement>("#blog-search");
  const chips = [...root.querySelectorAll<HTMLButtonElement>("[data-category]")];
  const clearButtons = [...root.querySelectorAll<HTMLButtonElement>("[data-clear]")];
  const [headerClear, emptyClear] = clearButtons as [HTMLButtonElement, HTMLButtonElement];
  const list = find("[data-list]");
  const template = find<HTMLTemplateElement>("[data-card-template]");
  // The built cards, kept while the list shows a subset of them.
  const builtCards = [...list.children].map((item) => ({
    item: item as HTMLElement,
    category: (item as HTMLElement).dataset.postCategory ?? "",
  }));

  let query = readQuery();
  let search: Search = { status: "idle" };
  let pending: { controller: AbortController; timer: number } | undefined;

  const inCategory = (slug: string | undefined) => query.category === ALL_CATEGORIES || slug === query.category;

  function render() {
    const term = query.term.trim();
    const searching = isSearchableTerm(term);
    const listed = builtCards.filter((card) => inCategory(card.category)).map((card) => card.item);
    const results = search.status === "done" ? search.results.filter((post) => inCategory(post.category?.slug)) : [];
    const shown = searching ? results.map(cardFor) : listed;
    const loading = searching && search.status === "loading";
    const filtered = query.category !== ALL_CATEGORIES || term.length > 0;
    const featured = term ? [] : listed.slice(0, FEATURED_COUNT);

    if (input.value !== query.term) input.value = query.term;
    for (const chip of chips) {
      const active = chip.dataset.category === query.category;
      chip.setAttribute("aria-pressed", String(active));
      chip.className = categoryChipClass(active);
    }
    find("[data-status]").textContent = loading
      ? blogText.loadingArticles
      : `${shown.length} ${shown.length === 1 ? "article" : "articles"}`;
    find("[data-featured]").hidden = featured.length === 0;
    find("[data-featured-list]").replaceChildren(...featured.map((item) => item.cloneNode(true)));
    find("[data-articles-heading]").textContent = searching ? blogText.searchResultsFor(term) : blogText.allArticles;
    headerClear.hidden = !(filtered && shown.length > 0);
    find("[data-loading]").hidden = !loading;
    list.replaceChildren(...(loading ? [] : shown));
    list.hidden = loading || shown.length === 0;
    find("[data-empty]").hidden = loading || shown.length > 0;
    find("[data-empty-title]").textContent =
      searching || search.status === "error" ? blogText.noArticlesFound : blogText.noArticlesAvailable;
    find("[data-empty-hint]").textContent = filtered ? blogText.noResultsHint : blogText.noArticlesHint;
    emptyClear.hidden = !filtered;
  }

  /** A card for a search result, from the built card in the template. */
  function cardFor(post: PublicPostSummary): HTMLElement {
    const item = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
    const badge = item.querySelector<HTMLElement>("article > div > span")!;
    const look = categoryBadgeLook(post.category?.color);
    badge.className = look.className;
    badge.querySelector("rect")!.setAttribute("fill", look.background);
    badge.lastChild!.textContent = post.category?.name ?? seoDefaults.defaultCategoryName;
    const time = item.querySelector("time")!;
    if (post.publishedAt) time.dateTime = post.publishedAt;
    else time.removeAttribute("datetime");
    time.textContent = formatPublishedDate(post.publishedAt);
    time.parentElement!.lastElementChild!.textContent = blogText.minRead(post.readingTimeMinutes);
    const title = item.querySelector<HTMLAnchorElement>("h3 a")!;
    title.href = blogPostPath(post.slug);
    title.textContent = post.title;
    const excerpt = item.querySelector("h3 + p")!;
    if (post.excerpt) excerpt.textContent = post.excerpt;
    else excerpt.remove();
    const readMore = item.querySelector<HTMLAnchorElement>("article > p:last-child a")!;
    readMore.href = blogPostPath(post.slug);
    readMore.setAttribute("aria-label", `${blogText.readMore}: ${post.title}`);
    return item;
  }

  function runSearch() {
    if (pending) {
      pending.controller.abort();
      window.clearTimeout(pending.timer);
      pending = undefined;
    }
    const term = query.term.trim();
    if (!isSearchableTerm(term)) {
      search = { status: "idle" };
      return;
    }
    search = { status: "loading" };
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const response = await fetch(`/api/blog/search/${encodeURIComponent(term)}`, {
          signal: controller.signal,
          credentials: "include",
        });
        if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
        search = { status: "done", results: (await response.json()) as PublicPostSummary[] };
      } catch (error) {
        if (controller.signal.aborted) return;
        search = { status: "error" };
        console.warn("[blog search]", error);
      }
      render();
    }, SEARCH_DELAY_MS);
    pending = { controller, timer };
  }

  /** Shows `next`; a changed term starts a search. Pushes or replaces the history entry as asked. */
  function navigate(next: SearchQuery, mode: "push" | "replace" | "none") {
    const termChanged = next.term.trim() !== query.term.trim();
    query = next;
    if (termChanged || search.status === "idle") runSearch();
    render();
    if (mode === "none") return;
    const url = queryUrl(next);
    if (url === `${window.location.pathname}${window.location.search}`) return;
    if (mode === "push") window.history.pushState(null, "", url);
    else window.history.replaceState(null, "", url);
  }

  const clear = () => {
    navigate({ term: "", category: ALL_CATEGORIES }, "push");
    input.focus();
  };

  // Typing replaces the current history entry once a search is under way; starting one pushes.
  input.addEventListener("input", () => {
    const hadTerm = new URLSearchParams(window.location.search).has("q");
    navigate({ ...query, term: input.value }, hadTerm ? "replace" : "push");
  });
  find("[data-search-form]").addEventListener("submit", (event) => event.preventDefault());
  for (const chip of chips) {
    chip.addEventListener("click", () => navigate({ ...query, category: chip.dataset.category! }, "push"));
  }
  for (const button of clearButtons) button.addEventListener("click", clear);
  window.addEventListener("popstate", () => navigate(readQuery(), "none"));

  // Text typed before this script ran is the visitor's search, not something to overwrite (issue 24).
  const typedEarly = input.value.slice(0, SEARCH_MAX_LENGTH);
  if (typedEarly.trim() && typedEarly !== query.term) navigate({ ...query, term: typedEarly }, "push");
  else {
    runSearch();
    render();
  }
  root.dataset.ready = "true";
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
