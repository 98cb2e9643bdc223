/**
 * Nothing sent blind: before a quote changes phase, the admin sees the e-mail the change would
 * queue (rendered by the server from this customer's values) and chooses to send it or to move
 * without e-mail. Without a template for the phase, only the move without e-mail is offered.
 */
import { useEffect } from "react";
import { labelFor, quotePhaseOptions, type QuotePhase } from "../../../shared/options";
import type { AdminQuote } from "../../../shared/schemas/admin";
import { quoteDeskStrings } from "../../../shared/strings/quotes";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { EmailPreview } from "./EmailPreview";
import { fullName } from "./quote-text";
import { useFollowUpPreview, useMoveQuotePhase } from "./quotes.api";

const text = quoteDeskStrings.preview;

interface Props {
  quote: AdminQuote;
  phase: QuotePhase;
  onClose: () => void;
}

export function PhaseChangeDialog({ quote, phase, onClose }: Props) {
  const preview = useFollowUpPreview();
  const withEmail = useMoveQuotePhase(true);
  const withoutEmail = useMoveQuotePhase(false);
  const { mutate: loadPreview } = preview;
  useEffect(() => loadPreview({ id: quote.id, phase, customMessage: null }), [loadPreview, quote.id, phase]);
  const pending = withEmail.isPending || withoutEmail.isPending;
  const move = (change: typeof withEmail) => change.mutate({ id: quote.id, phase }, { onSuccess: onClose });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={text.phaseTitle}
      description={text.phaseDescription(fullName(quote), labelFor(quotePhaseOptions, phase) ?? phase)}
      wide
    >
      <div className="grid gap-4">
        {preview.data && <EmailPreview preview={preview.data} />}
        {preview.isPending && <p className="text-sm text-slate-mid">{text.loading}</p>}
        {preview.isError && (
          <p role="alert" className="text-sm text-red-800">
            {text.failed} {preview.error.message}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button variant="secondary" disabled={pending} onClick={() => move(withoutEmail)}>
            {text.moveWithoutEmail}
          </Button>
          <Button disabled={pending || !preview.data} onClick={() => move(withEmail)}>
            {withEmail.isPending ? text.sending : text.send}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
