/** The ten recovery codes, shown once right after two-step sign-in is turned on. */
import { useEffect, useId, useRef } from "react";
import { accountStrings } from "../../../shared/strings/account";
import { Button } from "../../ui/Button";

const text = accountStrings.secondFactor;

export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone: bring the reader to what replaced it.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-2 grid gap-3">
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-ink">
        {text.recoveryHeading}
      </h3>
      <p className="text-slate-mid">{text.recoveryText}</p>
      <ol className="grid grid-cols-2 gap-2 font-mono text-slate-ink" aria-label={text.recoveryHeading}>
        {codes.map((code) => (
          <li key={code} className="rounded border border-slate-line bg-slate-mist px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ol>
      <div>
        <Button onClick={onDone}>{text.recoveryDone}</Button>
      </div>
    </section>
  );
}
