/**
 * Send a quote's customer the phase e-mail of a chosen phase (labelled "Follow-up" on screen; in code
 * "follow-up" means the sequences of src/server/follow-ups/), with an optional personal note. The
 * form is validated by the same zod schema the API uses; submitting it shows the e-mail exactly
 * as it would be queued, and only "Send Follow-up" there queues it, once: the send carries the
 * preview's idempotency key, so a double click or a retry queues nothing more.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod/mini";
import { quotePhaseOptions } from "../../../shared/options";
import type { AdminQuote } from "../../../shared/schemas/admin";
import {
  FOLLOW_UP_MESSAGE_MAX,
  sendFollowUpFormSchema,
  type SendFollowUpInput,
} from "../../../shared/schemas/follow-up-form";
import { adminStrings } from "../../../shared/strings/admin";
import { quoteDeskStrings } from "../../../shared/strings/quotes";
import { TextAreaField } from "../../forms/fields";
import { ListboxField } from "../../forms/ListboxField";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { FollowUpPreviewStep, type PreviewedFollowUp } from "./FollowUpPreviewStep";
import { fullName } from "./quote-text";
import { useFollowUpPreview } from "./quotes.api";

const text = adminStrings.quotes.followUp;

/** The form's values before validation: no phase until one is chosen. */
type FollowUpValues = z.input<typeof sendFollowUpFormSchema>;

export function PhaseMailDialog({ quote, onClose }: { quote: AdminQuote; onClose: () => void }) {
  const id = useId();
  const preview = useFollowUpPreview();
  const [previewed, setPreviewed] = useState<PreviewedFollowUp | null>(null);
  const form = useForm<FollowUpValues, unknown, SendFollowUpInput>({
    resolver: zodResolver(sendFollowUpFormSchema),
    // The quote's own phase is the likely one; the admin may pick another.
    defaultValues: { phase: quote.phase, customMessage: "" },
  });
  const onSubmit = form.handleSubmit(({ phase, customMessage }) => {
    const request = { phase, customMessage: customMessage || null };
    preview.mutate(
      { id: quote.id, ...request },
      { onSuccess: () => setPreviewed({ ...request, key: crypto.randomUUID() }) },
    );
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={text.title}
      wide
      description={
        previewed ? quoteDeskStrings.preview.followUpDescription(fullName(quote)) : text.description(fullName(quote))
      }
    >
      {previewed && preview.data ? (
        <FollowUpPreviewStep
          quoteId={quote.id}
          followUp={previewed}
          preview={preview.data}
          onBack={() => setPreviewed(null)}
          onSent={onClose}
        />
      ) : (
        <form noValidate className="grid gap-4" onSubmit={onSubmit}>
          <ListboxField
            id={`${id}-phase`}
            label={text.phase}
            required
            control={form.control}
            name="phase"
            placeholder={text.phasePlaceholder}
            options={quotePhaseOptions}
            className="w-full"
          />
          <TextAreaField
            id={`${id}-message`}
            label={text.message}
            hint={text.messageHint}
            rows={4}
            maxLength={FOLLOW_UP_MESSAGE_MAX}
            error={form.formState.errors.customMessage?.message}
            registration={form.register("customMessage")}
          />
          {preview.isError && (
            <p role="alert" className="text-sm text-red-800">
              {quoteDeskStrings.preview.failed} {preview.error.message}
            </p>
          )}
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={onClose}>
              {text.cancel}
            </Button>
            <Button type="submit" disabled={preview.isPending}>
              {preview.isPending ? quoteDeskStrings.preview.loading : text.submit}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
