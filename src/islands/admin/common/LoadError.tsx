/**
 * What a screen shows when its data could not be loaded: "Couldn't reach the server." when no answer
 * came (no network, a read past READ_TIMEOUT_MS, a 5xx), else the server's answer; and Retry, which
 * reads again every query that failed (issue 34, item 3).
 */
import { useQueryClient } from "@tanstack/react-query";
import { isUnreachable } from "../../../shared/api";
import { adminStrings } from "../../../shared/strings/admin";
import { Button } from "../../ui/Button";

export function LoadError({ error, padded, onRetry }: { error: Error; padded?: boolean; onRetry?: () => unknown }) {
  const queryClient = useQueryClient();
  const retry = onRetry ?? (() => queryClient.refetchQueries({ predicate: (query) => query.state.status === "error" }));
  return (
    <div
      role="alert"
      className={`flex flex-wrap items-center gap-x-3 gap-y-2 text-red-800 ${padded ? "justify-center py-12" : ""}`}
    >
      <p className="min-w-0 [overflow-wrap:anywhere]">
        {isUnreachable(error) ? adminStrings.unreachable : error.message}
      </p>
      <Button type="button" variant="secondary" onClick={() => void retry()}>
        {adminStrings.retry}
      </Button>
    </div>
  );
}
