/** Where a lead came from: its first landing page, the referrer and the UTM tags, as stored. */
import type { LeadSource } from "../../../shared/schemas/contacts-desk";
import { contactStrings } from "../../../shared/strings/contacts";
import { Panel } from "../common/Panel";

const text = contactStrings.detail;

export function LeadSourcePanel({ source }: { source: LeadSource }) {
  const rows = (Object.keys(text.source) as (keyof LeadSource)[]).filter((key) => source[key]);
  return (
    <Panel id="lead-source-heading" title={text.sourceHeading}>
      {rows.length === 0 ? (
        <p className="mt-4 text-slate-mid">{text.noSource}</p>
      ) : (
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
          {rows.map((key) => (
            <div key={key} className="contents">
              <dt className="font-semibold text-slate-ink">{text.source[key]}</dt>
              <dd className="break-all text-slate-deep">{source[key]}</dd>
            </div>
          ))}
        </dl>
      )}
    </Panel>
  );
}
