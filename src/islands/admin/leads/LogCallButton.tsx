/**
 * "Logged a call" on the lead's page (issue 34, item 1): the owner who spoke to the customer on the
 * phone records it with one tap, and the lead counts as answered (New → Contacted, first response).
 */
import { useState } from "react";
import type { LeadKind } from "../../../shared/schemas/privacy";
import { conversationStrings } from "../../../shared/strings/conversation";
import { Button } from "../../ui/Button";
import { useLogCall } from "./conversation.api";

const text = conversationStrings.call;

export function LogCallButton({ kind, id }: { kind: LeadKind; id: number }) {
  const logCall = useLogCall(kind, id);
  // One key per tap on this page: a double tap or a retry of the same tap logs one call.
  const [key, setKey] = useState(() => crypto.randomUUID());
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button
        type="button"
        variant="secondary"
        disabled={logCall.isPending}
        onClick={() => logCall.mutate(key, { onSuccess: () => setKey(crypto.randomUUID()) })}
        aria-describedby={`log-call-hint-${kind}-${id}`}
      >
        {logCall.isPending ? text.logging : text.button}
      </Button>
      <span id={`log-call-hint-${kind}-${id}`} className="text-sm text-slate-mid">
        {text.hint}
      </span>
    </div>
  );
}
