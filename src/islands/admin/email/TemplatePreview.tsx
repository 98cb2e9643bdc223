/**
 * The server's rendering of the draft with sample values, in the branded layout: the subject, the
 * HTML in a sandboxed frame (no scripts; same origin only so its height can be read), and the
 * plain-text twin.
 */
import { useRef, useState } from "react";
import type { EmailPreview } from "../../../shared/schemas/mail-desk";
import { emailStrings } from "../../../shared/strings/email";
import { LoadError } from "../common/LoadError";
import { Panel } from "../common/Panel";

const text = emailStrings.templates;

interface Props {
  id: string;
  preview: EmailPreview | undefined;
  updating: boolean;
  error: Error | null;
}

export function TemplatePreview({ id, preview, updating, error }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(600);
  // The body's height, not the document's: a document is never shorter than its frame, so a
  // shorter message would keep the previous height.
  const fit = () => setHeight((frame.current?.contentDocument?.body.scrollHeight ?? 584) + 16);

  return (
    <Panel id={id} title={text.previewHeading}>
      <p className="text-sm text-slate-mid">{text.previewIntro}</p>
      <p role="status" className="mt-1 min-h-5 text-sm text-slate-mid">
        {updating ? text.previewUpdating : ""}
      </p>
      {error && <LoadError error={error} />}
      {preview && (
        <div className="mt-3 grid gap-3">
          <p className="text-sm text-slate-ink" data-testid="preview-subject">
            <span className="font-semibold">{text.previewSubject}</span> {preview.subject}
          </p>
          <iframe
            ref={frame}
            title={text.previewFrameTitle}
            srcDoc={preview.html}
            sandbox="allow-same-origin"
            onLoad={fit}
            style={{ height }}
            className="w-full rounded-md border border-slate-line bg-white"
          />
          <details className="text-sm">
            <summary className="cursor-pointer font-semibold text-slate-ink">{text.previewText}</summary>
            <pre className="mt-2 overflow-x-auto rounded-md bg-slate-mist p-3 text-xs whitespace-pre-wrap text-slate-ink">
              {preview.text}
            </pre>
          </details>
        </div>
      )}
    </Panel>
  );
}
