/**
 * Under the composer when it sends a text (issue 32, item 3): characters and texts (segments) as
 * typed, and for a long text what it costs: each part is billed as one text (src/shared/sms-segments.ts).
 */
import { smsSegments } from "../../../shared/sms-segments";
import { textingComposerStrings as t } from "../../../shared/strings/texting";

export function TextSegments({ id, body }: { id: string; body: string }) {
  const { encoding, segments } = smsSegments(body);
  return (
    <div id={id} className="grid gap-1 text-sm text-slate-mid" aria-live="polite">
      <p>{t.count(Array.from(body).length, segments)}</p>
      {segments > 1 && <p className="text-slate-ink">{t.cost(segments)}</p>}
      {encoding === "UCS-2" && <p>{t.unicode}</p>}
    </div>
  );
}
