/**
 * A follow-up e-mail exactly as it would be queued: recipient, subject, then the body in the
 * console's one e-mail frame (sandboxed, with the plain-text twin).
 */
import type { FollowUpPreview } from "../../../shared/schemas/admin";
import { quoteDeskStrings } from "../../../shared/strings/quotes";
import { EmailFrame } from "../common/EmailFrame";

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
      <EmailFrame html={preview.html} text={preview.text} title={text.body} />
    </div>
  );
}
