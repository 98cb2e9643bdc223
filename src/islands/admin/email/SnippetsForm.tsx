/**
 * Settings: the owner's saved replies (snippets) for the lead page's composer (issue 21), checked by
 * the schema the API uses (placeholders of the templates only); a refusal is shown beside its field.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState, type SubmitEvent } from "react";
import { ApiError, apiRequest } from "../../../shared/api";
import { SNIPPET_BODY_MAX, SNIPPET_TITLE_MAX, type Snippet } from "../../../shared/schemas/conversation";
import { adminStrings } from "../../../shared/strings/admin";
import { conversationStrings } from "../../../shared/strings/conversation";
import { Button } from "../../ui/Button";
import { LoadError } from "../common/LoadError";
import { LoadingState } from "../common/LoadingState";
import { Panel } from "../common/Panel";

const text = conversationStrings.snippets;
const URL_SNIPPETS = "/api/admin/saved-replies";

export function SnippetsForm() {
  const id = useId();
  const queryClient = useQueryClient();
  const query = useQuery<{ snippets: Snippet[] }>({ queryKey: [URL_SNIPPETS] });
  const [snippets, setSnippets] = useState<Snippet[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (query.data) setSnippets(query.data.snippets);
  }, [query.data]);
  const save = useMutation({
    mutationFn: (input: Snippet[]) => apiRequest<{ snippets: Snippet[] }>("PUT", URL_SNIPPETS, { snippets: input }),
    meta: { toasts: { success: { title: text.saved }, failure: text.failed } },
    onSuccess: (saved) => {
      setErrors({});
      queryClient.setQueryData([URL_SNIPPETS], saved);
    },
    onError: (error) => setErrors((error instanceof ApiError && error.fields) || {}),
  });

  if (query.isPending) return <LoadingState label={adminStrings.loading} />;
  if (query.isError) return <LoadError error={query.error} />;

  const update = (index: number, change: Partial<Snippet>) =>
    setSnippets(snippets.map((snippet, at) => (at === index ? { ...snippet, ...change } : snippet)));
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    save.mutate(snippets);
  };

  return (
    <Panel id={`${id}-heading`} title={text.heading}>
      <p className="mt-2 text-sm text-slate-mid">{text.intro}</p>
      <form noValidate className="mt-4 grid gap-5" onSubmit={submit}>
        {snippets.map((snippet, index) => (
          <fieldset key={index} className="grid gap-2 rounded-md border border-slate-line p-3">
            <label htmlFor={`${id}-t${index}`} className="text-sm font-semibold text-slate-ink">
              {text.title(index)}
            </label>
            <input
              id={`${id}-t${index}`}
              value={snippet.title}
              maxLength={SNIPPET_TITLE_MAX}
              onChange={(event) => update(index, { title: event.target.value })}
              aria-invalid={Boolean(errors[`snippets.${index}.title`])}
              className="rounded-md border border-slate-mid bg-white px-3 py-2"
            />
            {errors[`snippets.${index}.title`] && (
              <p className="text-sm text-red-800">{errors[`snippets.${index}.title`]}</p>
            )}
            <label htmlFor={`${id}-b${index}`} className="text-sm font-semibold text-slate-ink">
              {text.body(index)}
            </label>
            <textarea
              id={`${id}-b${index}`}
              rows={4}
              value={snippet.body}
              maxLength={SNIPPET_BODY_MAX}
              onChange={(event) => update(index, { body: event.target.value })}
              aria-invalid={Boolean(errors[`snippets.${index}.body`])}
              className="rounded-md border border-slate-mid bg-white px-3 py-2"
            />
            {errors[`snippets.${index}.body`] && (
              <p className="text-sm text-red-800">{errors[`snippets.${index}.body`]}</p>
            )}
            <Button type="button" variant="ghost" onClick={() => setSnippets(snippets.filter((_, at) => at !== index))}>
              {text.remove(index)}
            </Button>
          </fieldset>
        ))}
        <div className="flex flex-wrap gap-3">
          <Button type="button" variant="secondary" onClick={() => setSnippets([...snippets, { title: "", body: "" }])}>
            {text.add}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {text.save}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
