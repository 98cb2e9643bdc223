/**
 * The server's rendering of the draft with sample values, in the branded layout: the subject, then
 * the body in the console's e-mail frame (no scripts; same origin, so the logo loads and the frame
 * fits the message) with its plain-text twin.
 */
import type { EmailPreview } from "../../../shared/schemas/mail-desk";
import { emailStrings } from "../../../shared/strings/email";
import { EmailFrame } from "../common/EmailFrame";
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
          <EmailFrame html={preview.html} text={preview.text} title={text.previewFrameTitle} sameOrigin />
        </div>
      )}
    </Panel>
  );
}
