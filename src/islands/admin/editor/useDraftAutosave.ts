/**
 * Keeps a form's unsaved values in the browser as the admin types (debounced, and at once when
 * the page is hidden or a save is sent), and offers a kept draft back when the form opens again:
 * after a reload, a crash, or the sign-in that followed an expired session. Any console form can
 * use it: `const draft = useDraftAutosave(key, form)`, then `draft.clear()` once saved.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import {
  clearDraft,
  purgeStaleDrafts,
  readDraft,
  sameValues,
  writeDraft,
  type DraftValues,
  type StoredDraft,
} from "./draft-store";

const AUTOSAVE_DELAY_MS = 500;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any validated output type
export function useDraftAutosave<V extends FieldValues>(key: string | undefined, form: UseFormReturn<V, any, any>) {
  const [offer, setOffer] = useState<StoredDraft<DraftValues> | null>(null);
  // Once the form is saved there is nothing left to keep.
  const saved = useRef(false);
  // A kept draft on offer: only new typing may replace it (the newest work wins, and Restore
  // still has the offered values in memory), never a form that merely equals what was loaded.
  const offered = useRef(false);
  const flushRef = useRef<() => void>(() => {});

  useEffect(() => {
    if (!key) return;
    purgeStaleDrafts(localStorage);
    const current = form.getValues() as DraftValues;
    const kept = readDraft(localStorage, key, current);
    offered.current = kept !== null && !sameValues(kept.values, current);
    setOffer(offered.current ? kept : null);
  }, [key, form]);

  useEffect(() => {
    if (!key) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const keep = () => {
      timer = undefined;
      if (saved.current) return;
      const values = form.getValues() as DraftValues;
      // Back to what was loaded: nothing unsaved to keep.
      if (!sameValues(values, form.formState.defaultValues as DraftValues)) writeDraft(localStorage, key, values);
      else if (!offered.current) clearDraft(localStorage, key);
    };
    const flush = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      keep();
    };
    flushRef.current = flush;
    const subscription = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(keep, AUTOSAVE_DELAY_MS);
    });
    window.addEventListener("pagehide", flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [key, form]);

  const restore = useCallback(() => {
    if (!offer) return;
    offered.current = false;
    // The loaded values stay the baseline, so the restored text counts as unsaved.
    form.reset(offer.values as V, { keepDefaultValues: true });
    setOffer(null);
  }, [offer, form]);

  const discard = useCallback(() => {
    offered.current = false;
    if (key) clearDraft(localStorage, key);
    setOffer(null);
  }, [key]);

  /** Keep what was typed in the last moment now (before a save that may answer 401). */
  const flush = useCallback(() => flushRef.current(), []);

  /** The form is saved: forget the draft (and anything still waiting to be kept). */
  const clear = useCallback(() => {
    saved.current = true;
    if (key) clearDraft(localStorage, key);
  }, [key]);

  return { offer, restore, discard, flush, clear };
}
