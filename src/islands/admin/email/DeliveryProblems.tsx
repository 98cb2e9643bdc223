/** The mail desk's list of messages Postmark reported bounced or marked as spam (issue 21, decision 038). */
import { useQuery } from "@tanstack/react-query";
import { formatDateTime } from "../../../shared/format";
import type { DeliveryProblem } from "../../../shared/schemas/mail-desk";
import { conversationStrings } from "../../../shared/strings/conversation";
import { Badge } from "../../ui/Badge";
import { LoadError } from "../common/LoadError";
import { Panel } from "../common/Panel";

const text = conversationStrings.mailDesk;

export function DeliveryProblems() {
  const problems = useQuery<DeliveryProblem[]>({ queryKey: ["/api/admin/email/delivery-problems"], staleTime: 0 });
  return (
    <Panel id="delivery-problems-heading" title={text.problemsHeading}>
      <p className="mt-2 text-sm text-slate-mid">{text.problemsIntro}</p>
      {problems.isError && <LoadError error={problems.error} />}
      {problems.data?.length === 0 && <p className="py-4 text-slate-mid">{text.problemsEmpty}</p>}
      {problems.data && problems.data.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-line">
          {problems.data.map((problem) => (
            <li key={problem.id} className="grid gap-1 py-3">
              <p className="flex flex-wrap items-center gap-2">
                <Badge tone="red">
                  {problem.state === "complained" ? text.complained : text.bounced(problem.bounceType)}
                </Badge>
                <span className="font-semibold break-all text-slate-ink">{problem.toAddress}</span>
                <span className="text-sm text-slate-mid">{formatDateTime(problem.at)}</span>
              </p>
              <p className="text-sm text-slate-ink">{problem.subject}</p>
              {problem.description && <p className="text-sm text-slate-mid">{problem.description}</p>}
              {problem.canActivate && problem.state === "bounced" && (
                <p className="text-sm text-slate-mid">{text.retryable}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
