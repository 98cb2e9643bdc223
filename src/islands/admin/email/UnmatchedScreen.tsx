/**
 * /admin/email/unmatched (issue 21): inbound e-mail no lead claims (no known reply hash, no open lead
 * of the sender). The owner attaches each to its lead (a suggestion when the sender has one, or a
 * lead type and number) or discards it.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { apiRequest } from "../../../shared/api";
import type { UnmatchedMessage } from "../../../shared/conversation";
import { formatDateTime } from "../../../shared/format";
import { adminStrings } from "../../../shared/strings/admin";
import { conversationStrings } from "../../../shared/strings/conversation";
import { Button } from "../../ui/Button";
import { LoadError } from "../common/LoadError";
import { LoadingState } from "../common/LoadingState";
import { Panel } from "../common/Panel";
import { ScreenHeader } from "../common/ScreenHeader";
import { EmailSubNav } from "./EmailSubNav";

const text = conversationStrings.unmatched;
const URL_LIST = "/api/admin/messages/unmatched";

function useUnmatchedAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: { id: string; attach?: { kind: "quote" | "contact"; id: number } }) =>
      action.attach
        ? apiRequest("POST", `/api/admin/messages/${action.id}/attach`, action.attach)
        : apiRequest("POST", `/api/admin/messages/${action.id}/discard`, {}),
    meta: { toasts: { failure: text.failed } },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [URL_LIST] }),
  });
}

function Item({ item }: { item: UnmatchedMessage }) {
  const id = useId();
  const action = useUnmatchedAction();
  const [kind, setKind] = useState<"quote" | "contact">("quote");
  const [leadId, setLeadId] = useState("");
  const message = item.message;
  return (
    <li className="grid gap-2 border-t border-slate-line pt-4 first:border-t-0 first:pt-0">
      <p className="text-sm text-slate-mid">
        {text.from}: {message.fromName ? `${message.fromName} <${message.from}>` : message.from} · {text.received}{" "}
        {formatDateTime(item.receivedAt)}
      </p>
      {item.senderUnverified && (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm font-semibold text-amber-950">
          {text.senderUnverified(item.senderUnverified)}
        </p>
      )}
      {message.subject && <p className="font-semibold text-slate-ink">{message.subject}</p>}
      <p className="[overflow-wrap:anywhere] whitespace-pre-line text-slate-ink">{message.text}</p>
      <div className="flex flex-wrap items-end gap-3">
        {item.suggestions.map((lead) => (
          <Button
            key={`${lead.kind}-${lead.id}`}
            type="button"
            onClick={() => action.mutate({ id: message.id, attach: { kind: lead.kind, id: lead.id } })}
          >
            {text.attachTo(lead.name)}
          </Button>
        ))}
        <label className="grid gap-1 text-sm font-semibold text-slate-ink" htmlFor={`${id}-kind`}>
          {text.kind}
          <select
            id={`${id}-kind`}
            value={kind}
            onChange={(event) => setKind(event.target.value as "quote" | "contact")}
            className="rounded-md border border-slate-mid bg-white px-3 py-2 font-normal"
          >
            <option value="quote">{text.kinds.quote}</option>
            <option value="contact">{text.kinds.contact}</option>
          </select>
        </label>
        <label className="grid gap-1 text-sm font-semibold text-slate-ink" htmlFor={`${id}-lead`}>
          {text.leadId}
          <input
            id={`${id}-lead`}
            inputMode="numeric"
            value={leadId}
            onChange={(event) => setLeadId(event.target.value.replace(/\D/g, ""))}
            className="w-28 rounded-md border border-slate-mid bg-white px-3 py-2 font-normal"
          />
        </label>
        <Button
          type="button"
          variant="secondary"
          disabled={!leadId || action.isPending}
          onClick={() => action.mutate({ id: message.id, attach: { kind, id: Number(leadId) } })}
        >
          {text.attach}
        </Button>
        <Button
          type="button"
          variant="ghost"
          disabled={action.isPending}
          onClick={() => action.mutate({ id: message.id })}
        >
          {text.discard}
        </Button>
      </div>
    </li>
  );
}

export function UnmatchedScreen() {
  const list = useQuery<UnmatchedMessage[]>({ queryKey: [URL_LIST], staleTime: 0 });
  return (
    <div className="grid grid-cols-1 gap-8">
      <ScreenHeader title={text.title} intro={text.intro} />
      <EmailSubNav current="unmatched" />
      {list.isPending ? (
        <LoadingState label={adminStrings.loading} />
      ) : list.isError ? (
        <LoadError error={list.error} padded />
      ) : (
        <Panel id="unmatched-heading" title={text.heading}>
          {list.data.length === 0 ? (
            <p className="py-6 text-center text-slate-mid">{text.empty}</p>
          ) : (
            <ul className="mt-4 grid gap-4">
              {list.data.map((item) => (
                <Item key={item.message.id} item={item} />
              ))}
            </ul>
          )}
        </Panel>
      )}
    </div>
  );
}
