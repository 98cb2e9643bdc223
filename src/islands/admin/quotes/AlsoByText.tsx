/**
 * "Also send by text" beside a proposal's or an invoice's Send (issue 32 item 2): offered when the lead can be
 * texted (the lead's own texting state, as its composer reads it), else shown off with the reason (no consent,
 * STOP, can't be texted, texting off). Nothing while that state is being read.
 */
import { useId } from "react";
import { linkTextStrings } from "../../../shared/strings/link-texts";
import { useLeadTimeline } from "../leads/conversation.api";

export function AlsoByText({
  quoteId,
  checked,
  onChange,
}: {
  quoteId: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  const texting = useLeadTimeline("quote", quoteId, 0, false).data?.texting;
  if (!texting) return null;
  return (
    <div className="text-sm">
      <label htmlFor={id} className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          className="size-5"
          disabled={!texting.available}
          checked={texting.available && checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={texting.available ? undefined : `${id}-why`}
        />
        {linkTextStrings.alsoByText}
      </label>
      {!texting.available && (
        <p id={`${id}-why`} className="mt-1 text-slate-mid">
          {texting.reason}
        </p>
      )}
    </div>
  );
}
