/** Where the lead came from: first-touch landing page, referrer and UTM tags, as stored at intake. */
import type { AdminLeadSource } from "../../../../shared/schemas/admin";
import { quoteDeskStrings } from "../../../../shared/strings/quotes";
import { Detail } from "../Detail";

const labels = quoteDeskStrings.leadSource;
const FIELDS = [
  "sourceLandingPage",
  "sourceReferrer",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
] as const satisfies readonly (keyof AdminLeadSource)[];

export function LeadSource({ quote }: { quote: AdminLeadSource }) {
  const known = FIELDS.filter((field) => quote[field]);
  if (known.length === 0) return <p className="mt-4 text-sm text-slate-mid">{labels.none}</p>;
  return (
    <dl className="mt-4 grid gap-3 sm:grid-cols-2">
      {known.map((field) => (
        <Detail key={field} label={labels[field]} value={quote[field]!} />
      ))}
    </dl>
  );
}
