/**
 * E-mail → Templates → First text (issue 32): the automatic first text's wording, checked by the schema the API
 * uses (only {{firstName}} and {{projectType}}), its placeholders, and the text as a sample customer gets it with
 * its characters and segments (a long text is billed per part).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import type { z } from "zod/mini";
import { apiRequest } from "../../../shared/api";
import {
  firstTextPlaceholders,
  firstTextSchema,
  sampleFirstText,
  type FirstTextInput,
  type FirstTextTemplate,
} from "../../../shared/schemas/first-text";
import { firstTextStrings as text } from "../../../shared/strings/first-text";
import { TextAreaField } from "../../forms/fields";
import { SettingsPanel } from "../common/SettingsPanel";
import { SettingsForm, useSettingsForm } from "../common/useSettingsForm";
import { TextSegments } from "../leads/TextSegments";
import { PlaceholderList } from "./PlaceholderList";

const FIRST_TEXT_URL = "/api/admin/texts/first-text";
const firstTextKey = [FIRST_TEXT_URL] as const;
type Values = z.input<typeof firstTextSchema>;

function useSaveFirstText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: FirstTextInput) => {
      const saved = await apiRequest<FirstTextTemplate>("PUT", FIRST_TEXT_URL, input);
      queryClient.setQueryData(firstTextKey, saved);
      return { text: saved.text };
    },
    meta: { toasts: { success: { title: text.saved }, failure: text.saveFailed } },
  });
}

function FirstTextEditor({ template }: { template: FirstTextTemplate }) {
  const id = useId();
  const save = useSaveFirstText();
  const { form, errors, onSubmit, fieldId } = useSettingsForm<Values, FirstTextInput>(
    zodResolver(firstTextSchema),
    { text: template.text },
    save,
    ["text"],
  );
  const sample = sampleFirstText(form.watch("text") ?? "").trim();
  return (
    <SettingsForm className="mt-4 grid gap-5" onSubmit={onSubmit} pending={save.isPending} labels={text}>
      <TextAreaField
        id={fieldId("text")}
        label={text.label}
        rows={4}
        error={errors.text?.message}
        aria-describedby={`${id}-segments`}
        registration={form.register("text")}
      />
      <section aria-labelledby={`${id}-sample`} className="grid gap-2">
        <h3 id={`${id}-sample`} className="text-sm font-semibold text-slate-ink">
          {text.sample}
        </h3>
        <p className="[overflow-wrap:anywhere] whitespace-pre-line rounded-md bg-slate-mist/50 p-3 text-slate-ink">
          {sample}
        </p>
        <TextSegments id={`${id}-segments`} body={sample} />
      </section>
      <PlaceholderList id={`${id}-placeholders`} placeholders={firstTextPlaceholders} intro={text.placeholdersIntro} />
    </SettingsForm>
  );
}

export function FirstTextForm() {
  return (
    <SettingsPanel
      title={text.heading}
      intro={text.intro}
      settings={useQuery<FirstTextTemplate>({ queryKey: firstTextKey })}
    >
      {(template) => <FirstTextEditor template={template} />}
    </SettingsPanel>
  );
}
