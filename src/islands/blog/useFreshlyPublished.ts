/**
 * For the not-found pages of /blog/{slug} and /portfolio/{slug}: a post or project published
 * since the last build has no static page yet, so ask the API for the slug in the address and
 * render it if it exists. The document title follows once it is found. An old slug of a renamed
 * item is answered with a permanent redirect that fetch follows: the item comes back under its
 * new slug, and the page replaces its address with the item's own (no history entry for the old).
 */
import { useEffect, useState } from "react";
import { BRAND_NAME } from "../../shared/site";
import { slugFromPath } from "./NotFoundMessage";

export type FreshState<T> = { status: "loading" } | { status: "missing" } | { status: "found"; item: T };

export function useFreshlyPublished<T extends { title: string; slug: string }>(
  section: "blog" | "portfolio",
  load: (slug: string) => Promise<T | null>,
): FreshState<T> {
  const [state, setState] = useState<FreshState<T>>({ status: "loading" });

  useEffect(() => {
    const slug = slugFromPath(window.location.pathname, section);
    if (!slug) {
      setState({ status: "missing" });
      return;
    }
    load(slug).then(
      (item) => {
        if (item && item.slug !== slug) window.location.replace(`/${section}/${item.slug}`);
        else setState(item ? { status: "found", item } : { status: "missing" });
      },
      () => setState({ status: "missing" }),
    );
    // `load` is a module-level function of the page, so this runs once.
  }, [section, load]);

  useEffect(() => {
    if (state.status === "found") document.title = `${state.item.title} | ${BRAND_NAME}`;
  }, [state]);

  return state;
}
