/**
 * The first-touch lead source as stored with every contact and quote: its columns, in the order
 * and with the labels the business reads them (notification e-mails, the console, CSV exports).
 */
export const LEAD_SOURCE_FIELDS = [
  { name: "sourceLandingPage", label: "Landing page" },
  { name: "sourceReferrer", label: "Referrer" },
  { name: "utmSource", label: "UTM source" },
  { name: "utmMedium", label: "UTM medium" },
  { name: "utmCampaign", label: "UTM campaign" },
  { name: "utmTerm", label: "UTM term" },
  { name: "utmContent", label: "UTM content" },
] as const;

export type LeadSourceFieldName = (typeof LEAD_SOURCE_FIELDS)[number]["name"];
export type LeadSourceFields = Record<LeadSourceFieldName, string | null>;

/** The lead source's columns out of a larger row. */
export function pickLeadSource(row: LeadSourceFields): LeadSourceFields {
  return Object.fromEntries(LEAD_SOURCE_FIELDS.map(({ name }) => [name, row[name]])) as LeadSourceFields;
}
