/** The follow-up dialog's second step: the e-mail as it will be queued, and the one button that queues it. */
import type { FollowUpPreview } from "../../../shared/schemas/admin";
import type { SendFollowUpInput } from "../../../shared/schemas/follow-up-form";
import { quoteDeskStrings } from "../../../shared/strings/quotes";
import { Button } from "../../ui/Button";
import { EmailPreview } from "./EmailPreview";
import { useSendPreviewedFollowUp } from "./quotes.api";

const text = quoteDeskStrings.preview;

/** What the admin asked to send, with the key that makes sending it idempotent. */
export interface PreviewedFollowUp {
  phase: SendFollowUpInput["phase"];
  customMessage: string | null;
  key: string;
}

interface Props {
  quoteId: number;
  followUp: PreviewedFollowUp;
  preview: FollowUpPreview;
  onBack: () => void;
  onSent: () => void;
}

export function FollowUpPreviewStep({ quoteId, followUp, preview, onBack, onSent }: Props) {
  const send = useSendPreviewedFollowUp();
  return (
    <div className="grid gap-4">
      <EmailPreview preview={preview} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onBack} disabled={send.isPending}>
          {text.back}
        </Button>
        <Button
          disabled={send.isPending}
          onClick={() => send.mutate({ id: quoteId, ...followUp }, { onSuccess: onSent })}
        >
          {send.isPending ? text.sending : text.sendFollowUp}
        </Button>
      </div>
    </div>
  );
}
