/**
 * The owner's private calendar address: created or regenerated here (shown this once, since only
 * its hash is kept) and turned off; the old address stops working at once.
 */
import { useId, useState } from "react";
import type { AdminAgenda } from "../../../shared/booking";
import { formatDateTime } from "../../../shared/format";
import { agendaStrings as text } from "../../../shared/strings/booking";
import { Button } from "../../ui/Button";
import { Panel } from "../common/Panel";
import { useRegenerateFeed, useRevokeFeed } from "./agenda.api";

export function CalendarFeedPanel({ feed }: { feed: AdminAgenda["feed"] }) {
  const id = useId();
  const [url, setUrl] = useState<string>();
  const regenerate = useRegenerateFeed();
  const revoke = useRevokeFeed();
  return (
    <Panel id={`${id}-heading`} title={text.feedHeading}>
      <p className="mt-2 text-sm text-slate-mid">{text.feedIntro}</p>
      <p className="mt-2 text-slate-deep">
        {feed.active && feed.createdAt ? text.feedActiveSince(formatDateTime(feed.createdAt)) : text.feedNone}
      </p>
      {url && (
        <div className="mt-3 grid gap-1">
          <label htmlFor={`${id}-url`} className="text-sm font-semibold text-slate-ink">
            {text.feedUrlLabel}
          </label>
          <input
            id={`${id}-url`}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full rounded-md border border-slate-line bg-slate-mist px-3 py-2 font-mono text-sm"
          />
          <p className="text-sm text-slate-mid">{text.feedShownOnce}</p>
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant={feed.active ? "secondary" : "primary"}
          disabled={regenerate.isPending}
          onClick={() => regenerate.mutate(undefined, { onSuccess: (created) => setUrl(created.url) })}
        >
          {feed.active ? text.feedRegenerate : text.feedCreate}
        </Button>
        {feed.active && (
          <Button
            variant="ghost"
            disabled={revoke.isPending}
            onClick={() => revoke.mutate(undefined, { onSuccess: () => setUrl(undefined) })}
          >
            {text.feedRevoke}
          </Button>
        )}
      </div>
    </Panel>
  );
}
