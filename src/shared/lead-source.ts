/**
 * First-touch lead source: on the first page view of a visit history, remember where the visitor
 * landed, the external referrer and any UTM parameters (localStorage), so the contact or quote
 * form can send them with the lead, whatever page the visitor submits from. Tiny and dependency-
 * free so the layout can run it on every page: `captureLeadSource()`.
 */

export const LEAD_SOURCE_STORAGE_KEY = "alpine-slate:lead-source";

export interface StoredLeadSource {
  landingPage?: string;
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  /** ISO time of the first visit. */
  capturedAt?: string;
}

const UTM_PARAMETERS = {
  utm_source: "utmSource",
  utm_medium: "utmMedium",
  utm_campaign: "utmCampaign",
  utm_term: "utmTerm",
  utm_content: "utmContent",
} as const;

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
  for (const [parameter, field] of Object.entries(UTM_PARAMETERS)) {
    const value = query.get(parameter)?.trim();
    if (value) source[field] = value;
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
    if (store.getItem(LEAD_SOURCE_STORAGE_KEY)) return;
    store.setItem(LEAD_SOURCE_STORAGE_KEY, JSON.stringify(describeLeadSource(place, referrer)));
  } catch {
    // quota or privacy mode: nothing to keep
  }
}

/** The stored first-touch source, for the forms to send; undefined when none is kept. */
export function readLeadSource(store: Storage | undefined = storage()): StoredLeadSource | undefined {
  try {
    const raw = store?.getItem(LEAD_SOURCE_STORAGE_KEY);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === "object" ? (parsed as StoredLeadSource) : undefined;
  } catch {
    return undefined;
  }
}
