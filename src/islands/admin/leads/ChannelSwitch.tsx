/**
 * The composer's channel (issue 32, item 3): E-mail · Text as a radio group (arrow keys move between
 * them), Text disabled with its reason when the lead cannot be texted (no consent, stopped, a number
 * that cannot take texts, texting off).
 */
import { useId } from "react";
import { textingComposerStrings as t } from "../../../shared/strings/texting";

export type ComposerChannel = "email" | "text";

interface Props {
  channel: ComposerChannel;
  onChange: (channel: ComposerChannel) => void;
  /** Why Text cannot be chosen now, or undefined when it can. */
  textRefusal?: string;
}

export function ChannelSwitch({ channel, onChange, textRefusal }: Props) {
  const id = useId();
  const choice = (value: ComposerChannel, label: string, disabled = false) => (
    <label className="inline-flex min-h-11 items-center gap-2 text-base has-disabled:text-slate-mid">
      <input
        type="radio"
        name={`${id}-channel`}
        value={value}
        checked={channel === value}
        disabled={disabled}
        onChange={() => onChange(value)}
        className="size-5 accent-copper-dark"
      />
      {label}
    </label>
  );
  return (
    <fieldset aria-describedby={textRefusal ? `${id}-why` : undefined}>
      <legend className="text-sm font-semibold text-slate-ink">{t.channel}</legend>
      <div className="flex flex-wrap gap-x-6">
        {choice("email", t.email)}
        {choice("text", t.text, textRefusal !== undefined)}
      </div>
      {textRefusal && (
        <p id={`${id}-why`} className="text-sm text-slate-mid">
          {textRefusal}
        </p>
      )}
    </fieldset>
  );
}
