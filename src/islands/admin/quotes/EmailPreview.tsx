/**
 * A follow-up e-mail exactly as it would be queued: recipient, subject, the HTML body (in a
 * sandboxed frame, so nothing in it runs or inherits the console's styles) and the plain-text twin.
 */
import type { FollowUpPreview } from "../../../shared/schemas/admin";
import { quoteDeskStrings } from "../../../shared/strings/quotes";

const text = quoteDeskStrings.preview;

export function EmailPreview({ preview }: { preview: FollowUpPreview }) {
  return (
    <div className="grid gap-3 text-sm">
      <dl className="grid gap-1">
        <div className="flex flex-wrap gap-2">
          <dt className="font-semibold text-slate-ink">{text.to}:</dt>
          <dd className="break-all text-slate-deep">{preview.to}</dd>
        </div>
        <div className="flex flex-wrap gap-2">
          <dt className="font-semibold text-slate-ink">{text.subject}:</dt>
          <dd className="text-slate-deep" data-testid="preview-subject">
            {preview.subject}
          </dd>
        </div>
      </dl>
      <iframe
        title={text.body}
        sandbox=""
        srcDoc={preview.html}
        className="h-64 w-full rounded-md border border-slate-line bg-white"
      />
      <details>
        <summary className="cursor-pointer font-semibold text-slate-ink">{text.textVersion}</summary>
        <pre className="mt-2 font-sans whitespace-pre-wrap text-slate-deep">{preview.text}</pre>
      </details>
    </div>
  );
}
