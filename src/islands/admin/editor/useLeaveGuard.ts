/**
 * Leaving a screen with unsaved changes asks first: closing or reloading the tab through the
 * browser's own prompt (beforeunload), in-app links and navigation through a dialog. Going to the
 * sign-in page after a 401 never asks: the draft is kept, and the prompt would strand the admin.
 */
import { useEffect, useRef, useState } from "react";
import { isRedirectingToSignIn } from "../api";
import { setLeaveGuard } from "../router";

export function useLeaveGuard(hasUnsavedChanges: () => boolean) {
  const [pendingMove, setPendingMove] = useState<(() => void) | null>(null);
  const unsaved = useRef(hasUnsavedChanges);
  unsaved.current = hasUnsavedChanges;

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (isRedirectingToSignIn() || !unsaved.current()) return;
      // preventDefault() is how every current browser is asked to show its prompt.
      event.preventDefault();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    const release = setLeaveGuard((proceed) => {
      if (!unsaved.current()) return false;
      setPendingMove(() => proceed);
      return true;
    });
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      release();
    };
  }, []);

  return {
    asking: pendingMove !== null,
    stay: () => setPendingMove(null),
    leave: () => {
      setPendingMove(null);
      unsaved.current = () => false;
      pendingMove?.();
    },
  };
}
