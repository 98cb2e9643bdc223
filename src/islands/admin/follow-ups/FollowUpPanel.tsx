/**
 * The lead page's "Automatic follow-ups": each sequence the lead is in, every reminder with when it
 * goes (in the business's zone, labelled ET) or when it went, why nothing more will go when a stop
 * rule holds, and Pause / Resume, Skip next and Send now. Nothing automatic goes out that is not
 * listed here.
 */
import { formatBusinessTime } from "../../../shared/format";
import type { AdminEnrolment, EnrolmentAction } from "../../../shared/schemas/follow-ups";
import { followUpStrings } from "../../../shared/strings/follow-ups";
import { adminStrings } from "../../../shared/strings/admin";
import { Button } from "../../ui/Button";
import { LoadError } from "../common/LoadError";
import { LoadingState } from "../common/LoadingState";
import { Panel } from "../common/Panel";
import { useEnrolmentAction, useQuoteFollowUps } from "./follow-ups.api";

const text = followUpStrings.panel;

function Enrolment({ enrolment }: { enrolment: AdminEnrolment }) {
  const act = useEnrolmentAction();
  const next = enrolment.steps.find((step) => step.state === "next");
  const running = enrolment.status === "active" || enrolment.status === "paused";
  const run = (action: EnrolmentAction) =>
    act.mutate({
      id: enrolment.id,
      action,
      stepId: action === "skip" || action === "send-now" ? next?.stepId : undefined,
    });
  const headingId = `follow-up-${enrolment.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 border-t border-slate-line pt-4 first:border-t-0 first:pt-0"
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 id={headingId} className="text-lg font-semibold text-slate-ink">
          {enrolment.sequenceName}
        </h3>
        <span className="rounded bg-slate-mist px-2 py-0.5 text-sm font-semibold text-slate-deep">
          {text.status[enrolment.status]}
        </span>
        {enrolment.stopReason && <span className="text-sm text-slate-mid">{enrolment.stopReason}</span>}
      </div>
      {enrolment.blockedBy && (
        <p role="status" className="rounded-md border border-amber-700 bg-amber-50 px-3 py-2 text-sm text-slate-ink">
          {text.blocked(enrolment.blockedBy)}
        </p>
      )}
      <ol className="grid gap-2">
        {enrolment.steps.map((step) => (
          <li key={step.stepId} className={step.state === "next" ? "font-semibold text-slate-ink" : "text-slate-deep"}>
            <span>{text.reminder(step.number, step.of)}</span>{" "}
            <span>
              {step.state === "sent" && step.sentAt
                ? text.sent(formatBusinessTime(step.sentAt))
                : step.state === "not-sent"
                  ? text.notSent
                  : step.dueAt
                    ? text.on(formatBusinessTime(step.dueAt))
                    : text.waiting}
            </span>
            <span className="block text-sm font-normal text-slate-mid">{step.subject}</span>
          </li>
        ))}
      </ol>
      {running && (
        <div className="flex flex-wrap gap-2">
          {enrolment.status === "active" ? (
            <Button variant="secondary" disabled={act.isPending} onClick={() => run("pause")}>
              {text.pause}
            </Button>
          ) : (
            <Button variant="secondary" disabled={act.isPending} onClick={() => run("resume")}>
              {text.resume}
            </Button>
          )}
          {next && (
            <>
              <Button variant="secondary" disabled={act.isPending} onClick={() => run("skip")}>
                {text.skip}
              </Button>
              <Button disabled={act.isPending || !!enrolment.blockedBy} onClick={() => run("send-now")}>
                {act.isPending ? text.working : text.sendNow}
              </Button>
            </>
          )}
        </div>
      )}
    </section>
  );
}

export function FollowUpPanel({ quoteId }: { quoteId: number }) {
  const followUps = useQuoteFollowUps(quoteId);
  return (
    <Panel id="quote-follow-ups" title={text.heading}>
      <p className="mt-1 text-sm text-slate-mid">{text.intro}</p>
      <div className="mt-4 grid gap-4">
        {followUps.isPending ? (
          <LoadingState label={adminStrings.loading} />
        ) : followUps.isError ? (
          <LoadError error={followUps.error} />
        ) : followUps.data.enrolments.length === 0 ? (
          <p className="text-slate-mid">{text.none}</p>
        ) : (
          followUps.data.enrolments.map((enrolment) => <Enrolment key={enrolment.id} enrolment={enrolment} />)
        )}
        {followUps.data?.reviewRequest && (
          <p className="text-sm text-slate-deep">
            {text.review[followUps.data.reviewRequest.status as "scheduled" | "sent" | "cancelled"] ?? ""}{" "}
            {followUps.data.reviewRequest.status !== "cancelled" &&
              formatBusinessTime(followUps.data.reviewRequest.dueAt)}
          </p>
        )}
      </div>
    </Panel>
  );
}
