/**
 * Speed to lead on the dashboard, by the one definition of waiting (src/shared/waiting.ts): how many
 * leads wait, each kind's count a link to its list filtered to exactly those leads; every lead whose
 * customer wrote and waits for an answer; and the oldest few nobody has answered yet, overdue and
 * flagged ones marked.
 */
import type { UseQueryResult } from "@tanstack/react-query";
import { formatDateTime } from "../../../shared/format";
import type { WaitingLeads as WaitingLeadsData } from "../../../shared/speed-to-lead";
import { contactStrings } from "../../../shared/strings/contacts";
import { conversationStrings } from "../../../shared/strings/conversation";
import { adminStrings } from "../../../shared/strings/admin";
import { WAITING_FILTER } from "../../../shared/waiting";
import { Badge } from "../../ui/Badge";
import { LoadError } from "../common/LoadError";
import { LoadingState } from "../common/LoadingState";
import { Panel } from "../common/Panel";
import { WaitingBadge } from "../common/WaitingBadge";
import { adminLeadPath } from "../../../shared/pages";
import { adminPaths, Link } from "../router";

const text = contactStrings.waiting;
const replyText = conversationStrings.dashboard;
const waitingQuery = `?${WAITING_FILTER.name}=${WAITING_FILTER.value}`;
const row = "flex flex-wrap items-center gap-x-3 gap-y-1 py-3";
const nameLink = "min-w-0 font-semibold [overflow-wrap:anywhere] text-slate-ink underline";

export function WaitingLeads({ waiting }: { waiting: UseQueryResult<WaitingLeadsData> }) {
  const data = waiting.data;
  return (
    <Panel id="waiting-leads-heading" title={text.heading}>
      {!data ? (
        waiting.isError ? (
          <LoadError error={waiting.error} />
        ) : (
          <LoadingState label={adminStrings.loading} />
        )
      ) : data.total === 0 ? (
        <p className="mt-4 text-slate-mid">{text.none}</p>
      ) : (
        <>
          <p className="mt-2 flex flex-wrap gap-x-2 text-lg font-semibold text-slate-ink" data-testid="waiting-count">
            <span>{text.count(data.total)}</span>
            <Link to={`${adminPaths.contacts}${waitingQuery}`} className="text-copper-dark underline">
              {text.contactsLink(data.byKind.contacts)}
            </Link>
            <Link to={`${adminPaths.quotes}${waitingQuery}`} className="text-copper-dark underline">
              {text.quotesLink(data.byKind.quotes)}
            </Link>
          </p>
          {data.unreadReplies > 0 && (
            <p className="font-semibold text-copper-deep" data-testid="unread-replies">
              {replyText.unread(data.unreadReplies)}
            </p>
          )}
          {data.replies.length > 0 && (
            <ol className="mt-2 divide-y divide-slate-line" aria-label={replyText.replied}>
              {data.replies.map((reply) => (
                <li key={`reply-${reply.kind}-${reply.id}`} className={row}>
                  <Badge tone={reply.unread ? "copper" : "slate"}>{replyText.replied}</Badge>
                  <Link to={adminLeadPath(reply.kind, reply.id)} className={nameLink}>
                    {reply.name}
                  </Link>
                  <span className="text-sm text-slate-mid">{formatDateTime(reply.receivedAt)}</span>
                </li>
              ))}
            </ol>
          )}
          {data.oldest.length > 0 && (
            <>
              <p className="mt-4 text-sm text-slate-mid">{text.overdueHint}</p>
              <ol className="mt-2 divide-y divide-slate-line border-t border-slate-line" aria-label={text.oldestNew}>
                {data.oldest.map((lead) => (
                  <li key={`${lead.kind}-${lead.id}`} className={row}>
                    <Badge tone={lead.kind === "contact" ? "blue" : "copper"}>{text.kinds[lead.kind]}</Badge>
                    <Link to={adminLeadPath(lead.kind, lead.id)} className={nameLink}>
                      {lead.name}
                    </Link>
                    <span className="text-sm text-slate-mid">{formatDateTime(lead.createdAt)}</span>
                    <WaitingBadge lead={{ status: "new", createdAt: lead.createdAt }} />
                    {lead.flagged && <Badge tone="amber">{text.flagged}</Badge>}
                  </li>
                ))}
              </ol>
            </>
          )}
        </>
      )}
    </Panel>
  );
}
