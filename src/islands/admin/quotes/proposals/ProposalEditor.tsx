/**
 * A draft proposal: cover note, options with line items, money terms, valid-until, terms, warranty
 * and photos. It saves itself a moment after each change (the whole document, checked by the same
 * schema as the API, which answers with the totals); a field the schema or the server refuses shows
 * its message beside it. Preview opens the customer's page; Send saves, then asks once more.
 */
import { useEffect, useId, useRef, useState } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import { ApiError } from "../../../../shared/api";
import { formatBusinessTime } from "../../../../shared/format";
import type { AdminProposal } from "../../../../shared/proposals/admin-view";
import { proposalConsoleStrings as text } from "../../../../shared/strings/proposal-console";
import { TextAreaField } from "../../../forms/fields";
import { Button, buttonClass } from "../../../ui/Button";
import { OptionFields } from "./OptionFields";
import { PhotoKeysField } from "./PhotoKeysField";
import { formModelOf, formPathOf, toContent, type ProposalFormModel } from "./proposal-form";
import { proposalUrls, useDeleteDraft, useSaveProposal } from "./proposals.api";
import { SectionFields } from "./SectionFields";
import { SendProposalDialog } from "./SendProposalDialog";
import { TermsFields } from "./TermsFields";

const AUTOSAVE_DELAY_MS = 1200;

type SaveState = { kind: "idle" | "saving" | "invalid" | "incomplete" | "failed" } | { kind: "saved"; at: string };

export function ProposalEditor({ proposal, email }: { proposal: AdminProposal; email: string }) {
  const id = useId();
  const fieldId = (name: string) => `${id}-${name.replace(/\./g, "-")}`;
  const form = useForm<ProposalFormModel>({ defaultValues: formModelOf(proposal) });
  const save = useSaveProposal(proposal.quoteId, proposal.id);
  const remove = useDeleteDraft();
  const [state, setState] = useState<SaveState>({ kind: "idle" });
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  /** Shows the messages; an autosave keeps quiet about fields the owner has not touched yet. */
  const showErrors = (errors: Record<string, string>, onlyTouched = false) => {
    let shown = 0;
    for (const [path, message] of Object.entries(errors)) {
      const name = path as FieldPath<ProposalFormModel>;
      const { isTouched, isDirty } = form.getFieldState(name);
      if (onlyTouched && !isTouched && !isDirty) continue;
      form.setError(name, { message });
      shown += 1;
    }
    return shown;
  };

  /** Saves the form now; true once the server has the document as shown. `auto`: the autosave. */
  const saveNow = async (auto = false): Promise<boolean> => {
    clearTimeout(timer.current);
    const conversion = toContent(form.getValues());
    form.clearErrors();
    if (!conversion.content) {
      const shown = showErrors(conversion.errors, auto);
      setState({ kind: shown > 0 ? "invalid" : "incomplete" });
      return false;
    }
    setState({ kind: "saving" });
    try {
      const saved = await save.mutateAsync(conversion.content);
      // The server gives new options their ids: keep them, so the next save does not add copies.
      saved.content.options.forEach((option, index) => form.setValue(`options.${index}.id`, option.id));
      setState({ kind: "saved", at: formatBusinessTime(new Date()) });
      return true;
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      showErrors(
        Object.fromEntries(Object.entries(fields).map(([name, message]) => [formPathOf(name.split(".")), message])),
      );
      setState({ kind: "failed" });
      return false;
    }
  };
  const latest = useRef(saveNow);
  latest.current = saveNow;

  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      // Writing back the ids the server gave is not a change of the owner's.
      if (name && /^options\.\d+\.id$/.test(name)) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void latest.current(true), AUTOSAVE_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer.current);
    };
  }, [form]);

  const status =
    state.kind === "saved"
      ? text.saved(state.at)
      : state.kind === "saving"
        ? text.saving
        : state.kind === "invalid"
          ? text.notSaved
          : state.kind === "incomplete"
            ? text.notSavedYet
            : state.kind === "failed"
              ? text.saveFailed
              : "";

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} className="mt-4 grid gap-6">
      <p className="text-sm font-semibold text-slate-deep">{text.editing(proposal.version)}</p>
      <TextAreaField
        id={fieldId("coverNote")}
        label={text.coverNote}
        hint={text.coverNoteHint}
        rows={4}
        registration={form.register("coverNote")}
      />
      <SectionFields form={form} fieldId={fieldId} />
      <OptionFields form={form} fieldId={fieldId} />
      <TermsFields form={form} fieldId={fieldId} />
      <PhotoKeysField
        id={fieldId("photos")}
        label={text.photos}
        value={form.watch("photoKeys")}
        onChange={(keys) => form.setValue("photoKeys", keys, { shouldDirty: true })}
      />
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-line pt-4">
        <p role="status" className="min-w-0 flex-1 text-sm text-slate-mid">
          {status}
        </p>
        <a
          href={proposalUrls.preview(proposal.id)}
          target="_blank"
          rel="noopener"
          title={text.previewHint}
          className={buttonClass("secondary")}
        >
          {text.preview}
        </a>
        <Button variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate(proposal.id)}>
          {text.deleteDraft}
        </Button>
        <Button onClick={async () => (await saveNow()) && setSending(true)}>{text.send}</Button>
      </div>
      {sending && <SendProposalDialog proposal={proposal} email={email} onClose={() => setSending(false)} />}
    </form>
  );
}
