/**
 * The console's data read again every REFETCH_MS while someone is using it (issue 34, item 3: an
 * installed console has no reload button), but never for a console left alone: every request the
 * server answers slides the session, so a timer that read on its own would keep an unattended
 * console signed in for ever and defeat the idle timeout (SESSION_IDLE_TIMEOUT_MS). A tick reads
 * only when the page is visible and the last keypress, tap or scroll is under ACTIVE_MS old, so a
 * session ends at most ACTIVE_MS + the idle timeout after the last real use. Decided at each tick
 * (TanStack Query's refetchInterval is decided when it is scheduled, so it cannot tell).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { REFETCH_MS } from "./api";

export const ACTIVE_MS = 5 * 60_000;
const INPUT_EVENTS = ["pointerdown", "keydown", "wheel", "touchstart"] as const;

export function useLiveRefresh(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let lastInput = Date.now();
    const onInput = () => {
      lastInput = Date.now();
    };
    for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, { capture: true, passive: true });
    const timer = setInterval(() => {
      if (document.visibilityState !== "visible" || Date.now() - lastInput >= ACTIVE_MS) return;
      void queryClient.invalidateQueries({ refetchType: "active" });
    }, REFETCH_MS);
    return () => {
      clearInterval(timer);
      for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, { capture: true });
    };
  }, [queryClient]);
}
