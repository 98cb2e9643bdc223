/**
 * First-touch lead source, capture side: on the first page view, remember where the visitor landed,
 * the external referrer and any UTM parameters in localStorage. The layout runs it on every page.
 * Self-contained on purpose: a module shared with the form islands would be split into its own
 * JavaScript file, and pages without forms must load none (the storage key is checked equal to
 * LEAD_SOURCE_STORAGE_KEY in lead-source.test.ts).
 */
import type { StoredLeadSource } from "./lead-source";

export const CAPTURE_STORAGE_KEY = "alpine-slate:lead-source";

/** The UTM parameters kept: `utm_source` is stored as `utmSource`, and so on. */
const UTM_PARTS = ["source", "medium", "campaign", "term", "content"] as const;
type UtmField = `utm${Capitalize<(typeof UTM_PARTS)[number]>}`;

type Place = Pick<Location, "pathname" | "search" | "origin">;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined; // storage blocked (privacy settings): the lead goes without a source
  }
}

/** What the current page view says about where the visitor came from. */
export function describeLeadSource(place: Place, referrer: string, now = new Date()): StoredLeadSource {
  const source: StoredLeadSource = { landingPage: `${place.pathname}${place.search}`, capturedAt: now.toISOString() };
  try {
    // Only another site's address says where the visitor came from; our own pages do not.
    if (referrer && new URL(referrer).origin !== place.origin) source.referrer = referrer;
  } catch {
    // not a URL: ignore
  }
  const query = new URLSearchParams(place.search);
  for (const part of UTM_PARTS) {
    const value = query.get(`utm_${part}`)?.trim();
    if (value) source[`utm${part.charAt(0).toUpperCase()}${part.slice(1)}` as UtmField] = value;
  }
  return source;
}

/** Records the source on the first page view only (first touch); later views change nothing. */
export function captureLeadSource(
  place: Place = window.location,
  referrer: string = document.referrer,
  store: Storage | undefined = storage(),
): void {
  if (!store) return;
  try {
    if (store.getItem(CAPTURE_STORAGE_KEY)) return;
    store.setItem(CAPTURE_STORAGE_KEY, JSON.stringify(describeLeadSource(place, referrer)));
  } catch {
    // quota or privacy mode: nothing to keep
  }
}
