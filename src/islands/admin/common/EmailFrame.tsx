/**
 * An e-mail's HTML body and its plain-text twin, as the recipient gets them. The frame is fully
 * sandboxed (`sandbox=""`): nothing in the message runs, and it shares neither the console's
 * origin nor its styles, so a customer's own words cannot reach the console.
 */
import { emailStrings } from "../../../shared/strings/email";

interface Props {
  html: string;
  text: string;
  /** The frame's accessible name. */
  title: string;
  /** A whole branded layout (the template editor) rather than a dialog's glance. */
  tall?: boolean;
}

export function EmailFrame({ html, text, title, tall = false }: Props) {
  return (
    <>
      <iframe
        title={title}
        sandbox=""
        srcDoc={html}
        className={`${tall ? "h-[36rem]" : "h-64"} w-full rounded-md border border-slate-line bg-white`}
      />
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-slate-ink">{emailStrings.plainTextVersion}</summary>
        <pre className="mt-2 overflow-x-auto rounded-md bg-slate-mist p-3 text-xs whitespace-pre-wrap text-slate-ink">
          {text}
        </pre>
      </details>
    </>
  );
}
