/**
 * The lead page's conversation (issue 21, decision 038): one timeline, oldest first with the newest
 * at the bottom, 50 at a time ("Show N earlier"), every message out with its delivery state and in
 * with its stripped text ("Show the quoted history"), remote images only on request; and the
 * composer below it (ReplyComposer.tsx).
 */
import { useEffect, useState } from "react";
import type { DeliveryState, MessageView, TimelineEntry } from "../../../shared/conversation";
import { formatDateTime } from "../../../shared/format";
import type { Tone } from "../../../shared/options";
import type { LeadKind } from "../../../shared/schemas/privacy";
import { conversationStrings } from "../../../shared/strings/conversation";
import { textTimelineStrings as tt } from "../../../shared/strings/texting";
import type { TextStatus } from "../../../shared/texts";
import { Badge } from "../../ui/Badge";
import { Button, focusRing } from "../../ui/Button";
import { Panel } from "../common/Panel";
import { useLeadTimeline, useMarkRead } from "./conversation.api";
import { ReplyComposer } from "./ReplyComposer";

const text = conversationStrings.panel;

const DELIVERY_TONE: Record<DeliveryState, Tone> = {
  queued: "slate",
  sent: "blue",
  delivered: "green",
  opened: "green",
  bounced: "red",
  complained: "red",
  failed: "red",
};

function DeliveryBadge({ state }: { state: DeliveryState }) {
  return <Badge tone={DELIVERY_TONE[state]}>{text.delivery[state] ?? state}</Badge>;
}

const TEXT_TONE: Record<TextStatus, Tone> = {
  queued: "slate",
  sent: "blue",
  delivered: "green",
  undelivered: "red",
  failed: "red",
  received: "slate",
};

/** Our text's state from Twilio's callbacks, with its error code when it did not arrive. */
function TextBadge({ delivery }: { delivery: NonNullable<MessageView["textDelivery"]> }) {
  const state = tt.status[delivery.status];
  return (
    <Badge tone={TEXT_TONE[delivery.status]}>
      {delivery.errorCode ? tt.withCode(state, delivery.errorCode) : state}
    </Badge>
  );
}

function authorOf(message: MessageView): string {
  const inbound = message.direction === "in";
  if (message.channel === "text")
    return inbound ? `${tt.customerTexted}: ${message.from}` : tt.youTexted(message.sentBy);
  return inbound ? `${text.customerWrote}: ${message.fromName ?? message.from}` : text.youWrote(message.sentBy);
}

function Message({ message, onShowImages }: { message: MessageView; onShowImages: () => void }) {
  const inbound = message.direction === "in";
  return (
    <div className={`grid gap-2 rounded-md p-3 ${inbound ? "bg-paper-deep" : "border border-slate-line"}`}>
      <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-ink">
        <span>{authorOf(message)}</span>
        {message.delivery && <DeliveryBadge state={message.delivery} />}
        {message.textDelivery && !inbound && <TextBadge delivery={message.textDelivery} />}
      </p>
      {message.subject && <p className="text-sm text-slate-mid">{message.subject}</p>}
      <p className="[overflow-wrap:anywhere] whitespace-pre-line text-slate-ink">{message.text}</p>
      {message.bounceDescription && <p className="text-sm text-red-800">{message.bounceDescription}</p>}
      {message.fullText && (
        <details className="text-sm">
          <summary className="cursor-pointer text-copper-deep underline">{text.showQuoted}</summary>
          <p className="mt-2 [overflow-wrap:anywhere] whitespace-pre-line text-slate-mid">{message.fullText}</p>
        </details>
      )}
      {message.remoteImages > 0 && message.html && !/<img\b/i.test(message.html) && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-mid">
          {text.imagesBlocked(message.remoteImages)}
          <Button type="button" variant="secondary" onClick={onShowImages}>
            {text.showImages}
          </Button>
        </p>
      )}
      {message.html && /<img\b/i.test(message.html) && (
        // Sanitised on the server with the posts' sanitiser; images shown because the owner asked.
        <div className="prose max-w-none text-sm" dangerouslySetInnerHTML={{ __html: message.html }} />
      )}
      {message.attachments.length > 0 && (
        <ul className="flex flex-wrap gap-2 text-sm">
          {message.attachments.map((attachment, index) => (
            <li key={`${attachment.name}-${index}`}>
              {attachment.url && attachment.thumbnail ? (
                <a href={attachment.url} target="_blank" rel="noopener" className={`block rounded-md ${focusRing}`}>
                  <img
                    src={attachment.thumbnail.src}
                    alt={text.textedPhoto(index + 1)}
                    width={attachment.thumbnail.width}
                    height={attachment.thumbnail.height}
                    decoding="async"
                    className="h-24 w-auto rounded-md border border-slate-line bg-slate-mist object-cover"
                  />
                </a>
              ) : attachment.url ? (
                <a href={attachment.url} className="text-copper-deep underline">
                  {attachment.name}
                </a>
              ) : (
                <span className="text-slate-mid">
                  {attachment.name} (
                  {(attachment.dropped && text.droppedReasons[attachment.dropped]) || text.attachmentDropped})
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Entry({ entry, onShowImages }: { entry: TimelineEntry; onShowImages: () => void }) {
  let body;
  switch (entry.type) {
    case "submission":
      body = (
        <>
          <p className="font-semibold text-slate-ink">{text.submission(entry.kind)}</p>
          {entry.source && (
            <p className="text-sm text-slate-mid">
              {text.source}: {entry.source}
            </p>
          )}
          {entry.summary && (
            <p className="[overflow-wrap:anywhere] whitespace-pre-line text-slate-ink">{entry.summary}</p>
          )}
        </>
      );
      break;
    case "notes":
      body = (
        <>
          <p className="font-semibold text-slate-ink">{text.notes}</p>
          <p className="[overflow-wrap:anywhere] whitespace-pre-line text-slate-ink">{entry.text}</p>
        </>
      );
      break;
    case "status":
    case "proposal":
      body = (
        <p className="text-slate-ink">
          {entry.label}
          {entry.by ? ` · ${entry.by}` : ""}
        </p>
      );
      break;
    case "mail-out":
      body = (
        <>
          <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-ink">
            <span>
              {text.mailOut}: {entry.subject}
            </span>
            <DeliveryBadge state={entry.delivery} />
          </p>
          <p className="text-sm text-slate-mid">{entry.to}</p>
          {entry.detail && <p className="text-sm text-red-800">{entry.detail}</p>}
        </>
      );
      break;
    case "message":
      body = <Message message={entry.message} onShowImages={onShowImages} />;
      break;
  }
  return (
    <li className="grid gap-1 border-t border-slate-line pt-3 first:border-t-0 first:pt-0">
      <p className="text-xs text-slate-mid">{formatDateTime(entry.at)}</p>
      {body}
    </li>
  );
}

export function LeadConversation({ kind, id }: { kind: LeadKind; id: number }) {
  const [older, setOlder] = useState(0);
  const [images, setImages] = useState(false);
  const timeline = useLeadTimeline(kind, id, older, images);
  const data = timeline.data;
  const markRead = useMarkRead(kind, id);
  const unread = data?.entries.some(
    (entry) => entry.type === "message" && entry.message.direction === "in" && !entry.message.readAt,
  );
  useEffect(() => {
    if (unread && markRead.isIdle) markRead.mutate();
  }, [unread, markRead]);
  const headingId = `conversation-${kind}-${id}`;
  return (
    <Panel id={headingId} title={text.heading}>
      <p className="mt-2 text-sm text-slate-mid">{text.intro}</p>
      {data?.emailWarning && (
        <p className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 font-semibold text-red-900">
          {data.emailWarning}
        </p>
      )}
      {timeline.isError && <p className="mt-4 text-sm text-red-800">{text.loadFailed}</p>}
      {data && (
        <>
          {data.older > 0 && (
            <Button type="button" variant="secondary" className="mt-4" onClick={() => setOlder(older + 50)}>
              {text.showOlder(Math.min(50, data.older))}
            </Button>
          )}
          <ol className="mt-4 grid gap-3" aria-label={text.heading}>
            {data.entries.map((entry, index) => (
              <Entry key={`${entry.type}-${entry.at}-${index}`} entry={entry} onShowImages={() => setImages(true)} />
            ))}
          </ol>
          {older > 0 && (
            <Button type="button" variant="ghost" className="mt-3" onClick={() => setOlder(0)}>
              {text.newest}
            </Button>
          )}
        </>
      )}
      <ReplyComposer
        kind={kind}
        id={id}
        disabled={data?.emailWarning === conversationStrings.bouncedEmail}
        texting={data?.texting}
      />
    </Panel>
  );
}
