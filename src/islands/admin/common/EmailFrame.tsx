/**
 * An e-mail's HTML body and its plain-text twin, as the recipient gets them. The frame is sandboxed:
 * nothing in the message runs. By default it is fully sandboxed (`sandbox=""`): an opaque origin,
 * so a customer's own words in a follow-up cannot reach the console.
 *
 * `sameOrigin` is for the template editor only (the admin's own template, rendered by the server
 * with sample values): the frame keeps the console's origin, so the branded layout's logo loads
 * under the site's `Cross-Origin-Resource-Policy: same-origin` and the frame can grow to the
 * message's height. Scripts stay blocked either way.
 */
import { useRef, useState } from "react";
import { emailStrings } from "../../../shared/strings/email";

interface Props {
  html: string;
  text: string;
  /** The frame's accessible name. */
  title: string;
  sameOrigin?: boolean;
}

export function EmailFrame({ html, text, title, sameOrigin = false }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(600);
  // The body's height, not the document's: a document is never shorter than its frame, so a
  // shorter message would keep the previous height.
  const fit = () => setHeight((frame.current?.contentDocument?.body.scrollHeight ?? 584) + 16);

  return (
    <>
      <iframe
        ref={frame}
        title={title}
        srcDoc={html}
        sandbox={sameOrigin ? "allow-same-origin" : ""}
        onLoad={sameOrigin ? fit : undefined}
        style={sameOrigin ? { height } : undefined}
        // A fully sandboxed frame cannot be measured: tall enough to read the note under the greeting.
        className={`${sameOrigin ? "" : "h-[60vh] min-h-80 "}w-full rounded-md border border-slate-line bg-white`}
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
