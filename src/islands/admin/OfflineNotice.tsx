/** Says honestly when the console has no network: what is shown may be stale, nothing can be saved. */
import { useSyncExternalStore } from "react";
import { alertStrings } from "../../shared/strings/alerts";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

export function OfflineNotice() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <p role="status" className="bg-slate-ink px-4 py-2 text-center text-sm text-white">
      {alertStrings.offline.banner}
    </p>
  );
}
