/**
 * "Use as a start for another quote": asks for the other quote's number, makes a draft there with
 * this proposal's content, and goes to that quote's page, where the draft opens in the builder.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useMemo } from "react";
import { useForm } from "react-hook-form";
import { ApiError } from "../../../../shared/api";
import type { AdminProposal } from "../../../../shared/proposals/admin-view";
import { proposalConsoleStrings } from "../../../../shared/strings/proposal-console";
import { TextField } from "../../../forms/fields";
import { Button } from "../../../ui/Button";
import { Dialog } from "../../../ui/Dialog";
import { SubmitButton } from "../../../ui/SubmitButton";
import { adminPaths, navigate } from "../../router";
import { duplicateFormSchema, type DuplicateFormValues } from "./duplicate-form";
import { useDuplicateProposal } from "./proposals.api";

const text = proposalConsoleStrings.duplicate;

/** Why the server refused the other quote, to show beside its number: unknown, or its draft or signature (409). */
function quoteRefusal(error: ApiError): string | undefined {
  if (error.fields?.quoteId) return error.fields.quoteId;
  if (error.status === 404 && error.body.includes("Quote not found")) return text.noSuchQuote;
  if (error.status !== 409) return undefined;
  try {
    return (JSON.parse(error.body) as { error?: string }).error;
  } catch {
    return undefined;
  }
}

export function DuplicateProposalDialog({ proposal, onClose }: { proposal: AdminProposal; onClose: () => void }) {
  const id = useId();
  const schema = useMemo(() => duplicateFormSchema(proposal.quoteId), [proposal.quoteId]);
  const form = useForm<DuplicateFormValues>({ resolver: zodResolver(schema), defaultValues: { quoteId: "" } });
  const duplicate = useDuplicateProposal();

  const onSubmit = form.handleSubmit(({ quoteId }) =>
    duplicate.mutate(
      { id: proposal.id, quoteId: Number(quoteId) },
      {
        onSuccess: (draft) => {
          onClose();
          navigate(adminPaths.quote(draft.quoteId));
        },
        onError: (error) => {
          const message = error instanceof ApiError ? quoteRefusal(error) : undefined;
          if (message) form.setError("quoteId", { type: "server", message }, { shouldFocus: true });
        },
      },
    ),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={text.title} description={text.description}>
      <form noValidate className="grid gap-4" onSubmit={onSubmit}>
        <TextField
          id={`${id}-quote`}
          label={text.quoteId}
          hint={text.quoteIdHint}
          required
          inputMode="numeric"
          autoComplete="off"
          error={form.formState.errors.quoteId?.message}
          registration={form.register("quoteId")}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {proposalConsoleStrings.cancel}
          </Button>
          <SubmitButton pending={duplicate.isPending} label={text.submit} pendingLabel={text.submitting} />
        </div>
      </form>
    </Dialog>
  );
}
