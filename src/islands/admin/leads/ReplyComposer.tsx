/**
 * The conversation's composer (issue 21, decision 038): plain text with the template placeholders,
 * saved snippets, a preview of the e-mail as it will go, and send; the draft survives a reload
 * (localStorage). Issue 32, item 3: E-mail · Text; a text shows its segment count and what a long
 * one costs, and is sent to the texts route with its own Idempotency-Key.
 */
import { useEffect, useId, useState, type SubmitEvent } from "react";
import type { LeadKind } from "../../../shared/schemas/privacy";
import { conversationStrings } from "../../../shared/strings/conversation";
import { Button } from "../../ui/Button";
import { useCurrentUser } from "../api";
import { clearDraft, draftKey, readDraft, writeDraft } from "../editor/draft-store";
import { usePreviewReply, useSendReply, useSendText, useSnippets } from "./conversation.api";
import { ChannelSwitch, type ComposerChannel } from "./ChannelSwitch";
import { TextSegments } from "./TextSegments";
import type { LeadTimeline } from "../../../shared/conversation";
import { textingComposerStrings } from "../../../shared/strings/texting";

const c = conversationStrings.composer;

interface Props {
  kind: LeadKind;
  id: number;
  /** E-mail cannot be sent (the address bounced). */
  disabled: boolean;
  texting?: LeadTimeline["texting"];
}

export function ReplyComposer({ kind, id, disabled, texting }: Props) {
  const fieldId = useId();
  const user = useCurrentUser().data;
  const key = user ? draftKey(user.id, `reply-${kind}`, id) : undefined;
  const [body, setBody] = useState("");
  const [sendKey, setSendKey] = useState(() => crypto.randomUUID());
  const [restored, setRestored] = useState(false);
  const snippets = useSnippets();
  const preview = usePreviewReply(kind, id);
  const send = useSendReply(kind, id);
  const sendText = useSendText(kind, id);
  const [channel, setChannel] = useState<ComposerChannel>("email");
  // Until the timeline answers, Text is disabled without a reason: "Texting is off" there was untrue.
  const textRefusal = texting === undefined ? "" : texting.available ? undefined : texting.reason;
  const byText = channel === "text" && textRefusal === undefined;
  const blocked = byText ? false : disabled;

  useEffect(() => {
    if (!key) return;
    const draft = readDraft(localStorage, key, { body: "" });
    if (draft?.values.body) {
      setBody(draft.values.body);
      setRestored(true);
    }
  }, [key]);

  const change = (value: string) => {
    setBody(value);
    preview.reset();
    if (key) {
      if (value.trim()) writeDraft(localStorage, key, { body: value });
      else clearDraft(localStorage, key);
    }
  };

  // Once a reply is queued (whatever re-rendered meanwhile), the draft is spent: clear it, new key.
  const sentId = send.data?.messageId ?? sendText.data?.id;
  useEffect(() => {
    if (!sentId) return;
    if (key) clearDraft(localStorage, key);
    setBody("");
    setRestored(false);
    preview.reset();
    setSendKey(crypto.randomUUID());
  }, [sentId]);

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    (byText ? sendText : send).mutate({ body, key: sendKey });
  };
  const pending = send.isPending || sendText.isPending;

  const list = snippets.data?.snippets ?? [];
  return (
    <form
      onSubmit={submit}
      className="mt-6 grid gap-3 border-t border-slate-line pt-4"
      aria-labelledby={`${fieldId}-h`}
    >
      <h3 id={`${fieldId}-h`} className="font-serif text-xl text-slate-ink">
        {c.heading}
      </h3>
      {restored && <p className="text-sm text-slate-mid">{c.draftRestored}</p>}
      <ChannelSwitch channel={byText ? "text" : "email"} onChange={setChannel} textRefusal={textRefusal} />
      {list.length > 0 && (
        <label className="grid gap-1 text-sm font-semibold text-slate-ink">
          {c.snippet}
          <select
            className="rounded-md border border-slate-mid bg-white px-3 py-2 font-normal"
            value=""
            onChange={(event) => {
              const snippet = list[Number(event.target.value)];
              if (snippet) change(body.trim() ? `${body.trimEnd()}\n\n${snippet.body}` : snippet.body);
            }}
          >
            <option value="">{c.noSnippet}</option>
            {list.map((snippet, index) => (
              <option key={`${snippet.title}-${index}`} value={index}>
                {snippet.title}
              </option>
            ))}
          </select>
        </label>
      )}
      <label htmlFor={fieldId} className="text-sm font-semibold text-slate-ink">
        {byText ? textingComposerStrings.label : c.label}
      </label>
      <textarea
        id={fieldId}
        name="body"
        rows={6}
        value={body}
        onChange={(event) => change(event.target.value)}
        aria-describedby={`${fieldId}-hint`}
        className="w-full rounded-md border border-slate-mid bg-white px-3 py-2 text-base"
        disabled={blocked}
      />
      {byText ? (
        <TextSegments id={`${fieldId}-hint`} body={body} />
      ) : (
        <p id={`${fieldId}-hint`} className="text-sm text-slate-mid">
          {c.hint}
        </p>
      )}
      {!byText && preview.data && (
        <div className="grid gap-1 rounded-md bg-paper-deep p-3 text-sm" aria-live="polite">
          <p>
            <strong>{c.to}:</strong> {preview.data.to}
          </p>
          <p>
            <strong>{c.subject}:</strong> {preview.data.subject}
          </p>
          <p className="[overflow-wrap:anywhere] whitespace-pre-line text-slate-ink">{preview.data.text}</p>
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        {!byText && (
          <Button
            type="button"
            variant="secondary"
            disabled={blocked || !body.trim() || preview.isPending}
            onClick={() => preview.mutate(body)}
          >
            {c.preview}
          </Button>
        )}
        <Button type="submit" disabled={blocked || !body.trim() || pending}>
          {pending ? c.sending : byText ? textingComposerStrings.send : c.send}
        </Button>
      </div>
    </form>
  );
}
