/** Where the lead came from: first-touch landing page, referrer and UTM tags, as stored at intake. */
import { LEAD_SOURCE_FIELDS, type LeadSourceFields } from "../../../../shared/lead-source-fields";
import { quoteDeskStrings } from "../../../../shared/strings/quotes";
import { Detail } from "../Detail";

export function LeadSource({ quote }: { quote: LeadSourceFields }) {
  const known = LEAD_SOURCE_FIELDS.filter(({ name }) => quote[name]);
  if (known.length === 0) return <p className="mt-4 text-sm text-slate-mid">{quoteDeskStrings.noLeadSource}</p>;
  return (
    <dl className="mt-4 grid gap-3 sm:grid-cols-2">
      {known.map(({ name, label }) => (
        <Detail key={name} label={label} value={quote[name]!} />
      ))}
    </dl>
  );
}
