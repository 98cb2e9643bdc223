/**
 * First-touch lead source: on the first page view of a visit history, remember where the visitor
 * landed, the external referrer and any UTM parameters (localStorage), so the contact or quote
 * form can send them with the lead, whatever page the visitor submits from. Capturing is in
 * lead-source-capture.ts (run by the layout on every page); this module reads what it stored.
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

/** localStorage, or undefined where storage is blocked (the lead then goes without a source). */
function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The stored first-touch source, for the forms to send; undefined when none is kept. */
export function readLeadSource(store: Storage | undefined = browserStorage()): StoredLeadSource | undefined {
  try {
    const raw = store?.getItem(LEAD_SOURCE_STORAGE_KEY);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === "object" ? (parsed as StoredLeadSource) : undefined;
  } catch {
    return undefined;
  }
}
