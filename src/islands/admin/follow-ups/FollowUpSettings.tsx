/**
 * Settings → Follow-ups (a tab of the templates screen): the sequences, each in its own form, a
 * button for a new one, and the business calendar with the review request.
 */
import { useId, useState } from "react";
import { followUpStrings } from "../../../shared/strings/follow-ups";
import { adminStrings } from "../../../shared/strings/admin";
import { Button } from "../../ui/Button";
import { LoadError } from "../common/LoadError";
import { LoadingState } from "../common/LoadingState";
import { Panel } from "../common/Panel";
import { SettingsPanel } from "../common/SettingsPanel";
import { CalendarForm } from "./CalendarForm";
import { SequenceForm } from "./SequenceForm";
import { useFollowUpSettings, useSequences } from "./follow-ups.api";

const text = followUpStrings.settings;

export function FollowUpSettings() {
  const id = useId();
  const sequences = useSequences();
  const settings = useFollowUpSettings();
  const [adding, setAdding] = useState(false);
  return (
    <div className="grid gap-6">
      <Panel id={`${id}-sequences`} title={text.heading}>
        <p className="mt-1 text-sm text-slate-mid">{text.intro}</p>
        <div className="mt-4 grid gap-8">
          {sequences.isPending ? (
            <LoadingState label={adminStrings.loading} />
          ) : sequences.isError ? (
            <LoadError error={sequences.error} />
          ) : (
            sequences.data.map((sequence) => (
              <div key={sequence.id} className="border-t border-slate-line pt-4 first:border-t-0 first:pt-0">
                <h3 className="mb-3 text-lg font-semibold text-slate-ink">{sequence.name}</h3>
                <SequenceForm key={sequence.updatedAt} sequence={sequence} />
              </div>
            ))
          )}
          {adding ? (
            <div className="border-t border-slate-line pt-4">
              <h3 className="mb-3 text-lg font-semibold text-slate-ink">{text.newSequenceName}</h3>
              <SequenceForm onSaved={() => setAdding(false)} />
            </div>
          ) : (
            <div>
              <Button variant="secondary" onClick={() => setAdding(true)}>
                {text.addSequence}
              </Button>
            </div>
          )}
        </div>
      </Panel>
      <SettingsPanel title={text.calendarHeading} intro={text.calendarIntro} settings={settings}>
        {(calendar) => <CalendarForm settings={calendar} />}
      </SettingsPanel>
    </div>
  );
}
