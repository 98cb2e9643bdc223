/**
 * Send a quote's customer the follow-up of a chosen phase, with an optional personal note. The
 * form is validated by the same zod schema the API uses; the dialog closes once it is queued.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
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
import { TextAreaField } from "../../forms/fields";
import { ListboxField } from "../../forms/ListboxField";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { useSendFollowUp } from "../api";
import { fullName } from "./quote-text";

const text = adminStrings.quotes.followUp;

/** The form's values before validation: no phase until one is chosen. */
type FollowUpValues = z.input<typeof sendFollowUpFormSchema>;

export function FollowUpDialog({ quote, onClose }: { quote: AdminQuote; onClose: () => void }) {
  const id = useId();
  const sendFollowUp = useSendFollowUp();
  const form = useForm<FollowUpValues, unknown, SendFollowUpInput>({
    resolver: zodResolver(sendFollowUpFormSchema),
    defaultValues: { customMessage: "" },
  });
  const onSubmit = form.handleSubmit(({ phase, customMessage }) =>
    sendFollowUp.mutate({ id: quote.id, phase, customMessage: customMessage || null }, { onSuccess: onClose }),
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={text.title}
      description={text.description(fullName(quote))}
    >
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
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button type="submit" disabled={sendFollowUp.isPending}>
            {sendFollowUp.isPending ? text.sending : text.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
