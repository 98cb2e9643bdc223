/**
 * When the session will end for lack of requests, as the console can know it without asking:
 * every request the server answers slides the session to at least `now + idle − touch interval`
 * (sessions.repository.ts writes the expiry at most once a minute), so that bound, counted from
 * the last answer this tab saw, is never later than the real end. Times are this browser's own,
 * so a wrong clock on the machine does not matter.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import {
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_TOUCH_INTERVAL_MS,
  SESSION_WARNING_LEAD_MS,
} from "../../../shared/session-timing";

type CacheEvent = { type: string; action?: { type: string } };
const isAnswer = (event: CacheEvent) => event.type === "updated" && event.action?.type === "success";

/** The time the session ends at the latest if nothing else is requested, and whether to warn now. */
export function useIdleWarning(): { endsAt: number; warn: boolean } {
  const queryClient = useQueryClient();
  const [lastAnswer, setLastAnswer] = useState(() => Date.now());
  const [warn, setWarn] = useState(false);

  useEffect(() => {
    const onEvent = (event: CacheEvent) => isAnswer(event) && setLastAnswer(Date.now());
    const stopQueries = queryClient.getQueryCache().subscribe(onEvent);
    const stopChanges = queryClient.getMutationCache().subscribe(onEvent);
    return () => {
      stopQueries();
      stopChanges();
    };
  }, [queryClient]);

  const endsAt = lastAnswer + SESSION_IDLE_TIMEOUT_MS - SESSION_TOUCH_INTERVAL_MS;
  useEffect(() => {
    setWarn(false);
    const timer = setTimeout(() => setWarn(true), Math.max(0, endsAt - SESSION_WARNING_LEAD_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [endsAt]);

  return { endsAt, warn };
}
