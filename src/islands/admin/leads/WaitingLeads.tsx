/**
 * Speed to lead on the dashboard: how many leads are still New (spam aside, unless flagged with a
 * phone and a message), and the oldest few, each linking to its lead, overdue and flagged ones marked.
 */
import { formatDateTime } from "../../../shared/format";
import { contactStrings } from "../../../shared/strings/contacts";
import { conversationStrings } from "../../../shared/strings/conversation";
import { adminStrings } from "../../../shared/strings/admin";
import { Badge } from "../../ui/Badge";
import { LoadError } from "../common/LoadError";
import { LoadingState } from "../common/LoadingState";
import { Panel } from "../common/Panel";
import { WaitingBadge } from "../common/WaitingBadge";
import { adminPaths, Link } from "../router";
import { useWaitingLeads } from "./leads.api";

const text = contactStrings.waiting;
const replyText = conversationStrings.dashboard;

const leadPath = (kind: "contact" | "quote", id: number) =>
  kind === "contact" ? adminPaths.contact(id) : `${adminPaths.quotes}/${id}`;

export function WaitingLeads() {
  const waiting = useWaitingLeads();
  return (
    <Panel id="waiting-leads-heading" title={text.heading}>
      {waiting.isPending ? (
        <LoadingState label={adminStrings.loading} />
      ) : waiting.isError ? (
        <LoadError error={waiting.error} />
      ) : waiting.data.total === 0 ? (
        <p className="mt-4 text-slate-mid">{text.none}</p>
      ) : (
        <>
          <p className="mt-2 text-lg font-semibold text-slate-ink">{text.count(waiting.data.total)}</p>
          {waiting.data.unreadReplies > 0 && (
            <p className="font-semibold text-copper-deep" data-testid="unread-replies">
              {replyText.unread(waiting.data.unreadReplies)}
            </p>
          )}
          <p className="text-sm text-slate-mid">{text.overdueHint}</p>
          <ol className="mt-4 divide-y divide-slate-line">
            {waiting.data.oldest.map((lead) => (
              <li key={`${lead.kind}-${lead.id}`} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
                <Badge tone={lead.kind === "contact" ? "blue" : "copper"}>{text.kinds[lead.kind]}</Badge>
                <Link to={leadPath(lead.kind, lead.id)} className="font-semibold text-slate-ink underline">
                  {lead.name}
                </Link>
                <span className="text-sm text-slate-mid">{formatDateTime(lead.createdAt)}</span>
                <WaitingBadge lead={{ status: "new", createdAt: lead.createdAt }} />
                {lead.flagged && <Badge tone="amber">{text.flagged}</Badge>}
              </li>
            ))}
          </ol>
          {waiting.data.replies.length > 0 && (
            <ol className="divide-y divide-slate-line border-t border-slate-line" aria-label={replyText.replied}>
              {waiting.data.replies.map((reply) => (
                <li
                  key={`reply-${reply.kind}-${reply.id}`}
                  className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3"
                >
                  <Badge tone={reply.unread ? "copper" : "slate"}>{replyText.replied}</Badge>
                  <Link to={leadPath(reply.kind, reply.id)} className="font-semibold text-slate-ink underline">
                    {reply.name}
                  </Link>
                  <span className="text-sm text-slate-mid">{formatDateTime(reply.receivedAt)}</span>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </Panel>
  );
}
