/**
 * The draft safety every console editor has (posts, projects): unsaved values kept in the browser
 * and offered back, a question before leaving with changes, and the idle sign-out warning.
 * Call `flush()` just before a save is sent (a 401 answer cannot lose the text) and `saved()` once
 * it succeeded; render `offer` above the form and `dialogs` anywhere.
 */
import { useRef } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useCurrentUser } from "../api";
import { draftKey, sameValues } from "./draft-store";
import { DraftRestoreOffer } from "./DraftRestoreOffer";
import { IdleWarningDialog } from "./IdleWarningDialog";
import { LeaveDialog } from "./LeaveDialog";
import { useDraftAutosave } from "./useDraftAutosave";
import { useLeaveGuard } from "./useLeaveGuard";

export function useDraftSafety<V extends FieldValues>(
  kind: "post" | "project",
  id: number | undefined,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any validated output type
  form: UseFormReturn<V, any, any>,
) {
  const { data: user } = useCurrentUser();
  const draft = useDraftAutosave(user ? draftKey(user.id, kind, id ?? "new") : undefined, form);
  const isSaved = useRef(false);
  const leave = useLeaveGuard(() => !isSaved.current && !sameValues(form.getValues(), form.formState.defaultValues));

  return {
    flush: draft.flush,
    saved: () => {
      draft.clear();
      isSaved.current = true;
    },
    offer: draft.offer && (
      <DraftRestoreOffer savedAt={draft.offer.savedAt} onRestore={draft.restore} onDiscard={draft.discard} />
    ),
    dialogs: (
      <>
        <LeaveDialog open={leave.asking} onStay={leave.stay} onLeave={leave.leave} />
        <IdleWarningDialog />
      </>
    ),
  };
}
