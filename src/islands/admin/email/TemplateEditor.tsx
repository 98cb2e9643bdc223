/**
 * One phase's template: subject, HTML and text (checked by the schema the API uses, so an unknown
 * placeholder is named on its field at once), the placeholders, a live preview rendered by the
 * server a moment after typing stops, Save, and "Send me a test" of the saved version.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod/mini";
import { ApiError } from "../../../shared/api";
import {
  EMAIL_BODY_MAX,
  EMAIL_SUBJECT_MAX,
  emailTemplateFormSchema,
  type EmailTemplateInput,
} from "../../../shared/schemas/email-template";
import type { AdminEmailTemplate } from "../../../shared/schemas/mail-desk";
import { emailStrings } from "../../../shared/strings/email";
import { TextAreaField, TextField } from "../../forms/fields";
import { Button } from "../../ui/Button";
import { SubmitButton } from "../../ui/SubmitButton";
import { useCurrentUser } from "../api";
import { Panel } from "../common/Panel";
import { PlaceholderList } from "./PlaceholderList";
import { TemplatePreview } from "./TemplatePreview";
import { useSaveTemplate, useSendTemplateTest, useTemplatePreview } from "./email.api";

const text = emailStrings.templates;
const PREVIEW_DELAY_MS = 400;
type Values = z.input<typeof emailTemplateFormSchema>;
const FIELDS = ["subject", "htmlContent", "textContent"] as const;

const valuesOf = (template: AdminEmailTemplate): Values => ({
  subject: template.subject,
  htmlContent: template.htmlContent,
  textContent: template.textContent ?? "",
});

/** The draft once typing has paused and it passes the schema (else the last good one stays shown). */
function useSettledDraft(values: Values): EmailTemplateInput | undefined {
  const [draft, setDraft] = useState<EmailTemplateInput | undefined>();
  const key = JSON.stringify(values);
  useEffect(() => {
    const timer = setTimeout(() => {
      const parsed = emailTemplateFormSchema.safeParse(JSON.parse(key));
      if (parsed.success) setDraft(parsed.data);
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return draft;
}

export function TemplateEditor({ template }: { template: AdminEmailTemplate }) {
  const id = useId();
  const { data: user } = useCurrentUser();
  const adminEmail = user?.email ?? "";
  const form = useForm<Values, unknown, EmailTemplateInput>({
    resolver: zodResolver(emailTemplateFormSchema),
    mode: "onChange",
    defaultValues: valuesOf(template),
  });
  const draft = useSettledDraft(form.watch());
  const preview = useTemplatePreview(template.phase, draft);
  const save = useSaveTemplate(template.phase);
  const sendTest = useSendTemplateTest(template.phase, adminEmail);
  const errors = form.formState.errors;
  const dirty = form.formState.isDirty;

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => form.reset(valuesOf(saved)),
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fields : undefined;
        for (const name of FIELDS) if (fields?.[name]) form.setError(name, { message: fields[name] });
      },
    }),
  );

  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
      <Panel id={`${id}-editor`} title={text.editorHeading}>
        <form noValidate className="mt-4 grid gap-5" onSubmit={onSubmit}>
          <TextField
            id={`${id}-subject`}
            label={text.subject}
            required
            maxLength={EMAIL_SUBJECT_MAX}
            error={errors.subject?.message}
            registration={form.register("subject")}
          />
          <TextAreaField
            id={`${id}-html`}
            label={text.html}
            hint={text.htmlHint}
            required
            rows={14}
            maxLength={EMAIL_BODY_MAX}
            className="font-mono text-sm"
            error={errors.htmlContent?.message}
            registration={form.register("htmlContent")}
          />
          <TextAreaField
            id={`${id}-text`}
            label={text.text}
            hint={text.textHint}
            rows={10}
            maxLength={EMAIL_BODY_MAX}
            className="font-mono text-sm"
            error={errors.textContent?.message}
            registration={form.register("textContent")}
          />
          <PlaceholderList id={`${id}-placeholders`} />
          <div className="flex flex-wrap items-center gap-3">
            <SubmitButton pending={save.isPending} label={text.save} pendingLabel={text.saving} />
            <Button
              variant="secondary"
              disabled={dirty || sendTest.isPending}
              aria-describedby={`${id}-test-hint`}
              onClick={() => sendTest.mutate()}
            >
              {sendTest.isPending ? text.sendingTest : text.sendTest}
            </Button>
          </div>
          <p id={`${id}-test-hint`} className="-mt-2 text-sm text-slate-mid">
            {dirty ? text.unsavedHint : text.sendTestHint(adminEmail)}
          </p>
        </form>
      </Panel>
      <TemplatePreview
        id={`${id}-preview`}
        preview={preview.data}
        updating={preview.isFetching}
        error={preview.isError ? preview.error : null}
      />
    </div>
  );
}
