/**
 * The last step before a proposal goes out: who gets it, an optional line for the e-mail, and Send.
 * One idempotency key for the dialog's life, so a double click or a retry sends one e-mail.
 */
import { useId, useState } from "react";
import type { AdminProposal } from "../../../../shared/proposals/admin-view";
import { proposalConsoleStrings as text } from "../../../../shared/strings/proposal-console";
import { controlClass } from "../../../forms/fields";
import { labelClass } from "../../../forms/Field";
import { Button } from "../../../ui/Button";
import { Dialog } from "../../../ui/Dialog";
import { ApiError } from "../../../../shared/api";
import { useSendProposal } from "./proposals.api";
import { AlsoByText } from "../AlsoByText";

/** What the server named as missing (422: the contract's terms, decision 045; 400: the document's gaps). */
function MissingTerms({ error }: { error: unknown }) {
  const fields = error instanceof ApiError ? error.fields : undefined;
  if (!fields || Object.keys(fields).length === 0) return null;
  return (
    <div role="alert" className="rounded-md border border-red-700 p-3 text-sm">
      <p className="font-semibold">{text.missingTerms}</p>
      <ul className="mt-1 list-disc pl-5">
        {Object.entries(fields).map(([field, message]) => (
          <li key={field}>{message}</li>
        ))}
      </ul>
    </div>
  );
}

interface Props {
  proposal: AdminProposal;
  email: string;
  onClose: () => void;
}

export function SendProposalDialog({ proposal, email, onClose }: Props) {
  const id = useId();
  const [key] = useState(() => crypto.randomUUID());
  const [message, setMessage] = useState("");
  const [byText, setByText] = useState(false);
  const send = useSendProposal();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={text.sendTitle}
      description={text.sendDescription(email)}
    >
      <div className="grid gap-4">
        <div>
          <label htmlFor={`${id}-message`} className={labelClass}>
            {text.sendMessage}
          </label>
          <textarea
            id={`${id}-message`}
            className={`${controlClass} min-h-24`}
            maxLength={2000}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        </div>
        <AlsoByText quoteId={proposal.quoteId} checked={byText} onChange={setByText} />
        <MissingTerms error={send.error} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button
            disabled={send.isPending}
            onClick={() =>
              send.mutate({ id: proposal.id, message: message.trim(), key, byText }, { onSuccess: onClose })
            }
          >
            {send.isPending ? text.sending : text.sendConfirm}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
