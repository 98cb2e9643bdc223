/**
 * The ten recovery codes, shown once right after two-step sign-in is turned on, with ways to keep
 * them: copy to the clipboard, download as a text file, or print them alone.
 */
import { useEffect, useId, useRef } from "react";
import { accountStrings } from "../../../shared/strings/account";
import { BRAND_NAME } from "../../../shared/site";
import { Button, buttonClass } from "../../ui/Button";
import { toast } from "../../ui/toast";

const text = accountStrings.secondFactor;

function printAlone() {
  document.body.dataset.printing = "";
  window.addEventListener("afterprint", () => delete document.body.dataset.printing, { once: true });
  window.print();
}

export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone: bring the reader to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  const asText = `${BRAND_NAME} ${text.recoveryHeading.toLowerCase()}\n\n${codes.join("\n")}\n`;
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(asText)}`;

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-2 grid gap-3" data-print-only>
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
      <div className="flex flex-wrap gap-3 print:hidden">
        <Button
          variant="secondary"
          onClick={() => void navigator.clipboard.writeText(asText).then(() => toast({ title: text.copied }))}
        >
          {text.copy}
        </Button>
        <a className={buttonClass("secondary", "no-underline")} href={download} download={text.fileName}>
          <span className="sr-only">{text.recoveryHeading}: </span>
          {text.download}
        </a>
        <Button variant="secondary" onClick={printAlone}>
          {text.print}
        </Button>
      </div>
      <div className="print:hidden">
        <Button onClick={onDone}>{text.recoveryDone}</Button>
      </div>
    </section>
  );
}
