/**
 * The quote's proposal: start one, edit the draft (ProposalEditor), and once sent follow it: when it
 * was sent and opened, the customer's answer (the signature record, the decline reason, questions),
 * and the next step (a new version, withdraw, a start for another quote). Earlier versions are listed
 * below with their state.
 */
import { useState } from "react";
import { formatDateTime } from "../../../../shared/format";
import type { AdminProposal } from "../../../../shared/proposals/admin-view";
import { proposalStatusOptions } from "../../../../shared/proposals/document";
import { proposalConsoleStrings as text } from "../../../../shared/strings/proposal-console";
import { signedPdfStrings } from "../../../../shared/strings/signed-pdf";
import { Button, buttonClass } from "../../../ui/Button";
import { OptionBadge } from "../../../ui/Badge";
import { LoadError } from "../../common/LoadError";
import { Panel } from "../../common/Panel";
import { lazyPart } from "../../common/lazy-part";
import { declineReasonLabel } from "./quote-sale";
import { proposalUrls, useCreateProposal, useNewVersion, useProposals, useWithdrawProposal } from "./proposals.api";

// Shown in one state of the proposal only (a draft, a signed contract) or on a click: fetched when first shown.
const ProposalEditor = lazyPart(() => import("./ProposalEditor").then((module) => module.ProposalEditor));
const ChangeOrdersSection = lazyPart(() =>
  import("./ChangeOrdersSection").then((module) => module.ChangeOrdersSection),
);
const DuplicateProposalDialog = lazyPart(() =>
  import("./DuplicateProposalDialog").then((module) => module.DuplicateProposalDialog),
);

const statusOf = (proposal: AdminProposal) =>
  proposalStatusOptions.find((option) => option.value === proposal.status) ?? proposalStatusOptions[0];

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-slate-deep">{term}</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere] text-slate-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Answer({ proposal }: { proposal: AdminProposal }) {
  const { acceptance, decline } = proposal;
  if (acceptance) {
    return (
      <div className="grid gap-2 rounded-md border border-green-200 bg-green-50 p-3">
        <p className="font-semibold text-green-900">{text.accepted(acceptance.optionTitle, acceptance.totalCents)}</p>
        <p className="text-sm">{text.signedBy(acceptance.typedName, formatDateTime(acceptance.acceptedAt))}</p>
        <details>
          <summary className="cursor-pointer text-sm font-semibold text-copper-deep">{text.audit}</summary>
          <div className="mt-2">
            <Facts
              rows={[
                [text.auditFields.consent, `${acceptance.consentText} (${acceptance.consentVersion})`],
                [text.auditFields.ip, acceptance.ip],
                [text.auditFields.userAgent, acceptance.userAgent ?? "—"],
                [text.auditFields.hash, acceptance.documentSha256],
              ]}
            />
          </div>
        </details>
        <a
          href={proposalUrls.signedPdf(proposal.id)}
          download
          className={`${buttonClass("secondary")} justify-self-start`}
        >
          {signedPdfStrings.download}
        </a>
      </div>
    );
  }
  if (decline) {
    return (
      <div className="rounded-md border border-red-200 bg-red-50 p-3 text-sm">
        <p className="font-semibold text-red-900">{text.declined(declineReasonLabel(decline.reason))}</p>
        {decline.comment && <p className="mt-1 whitespace-pre-line">{decline.comment}</p>}
      </div>
    );
  }
  return null;
}

function SentProposal({ proposal }: { proposal: AdminProposal }) {
  const newVersion = useNewVersion();
  const withdraw = useWithdrawProposal();
  const [duplicating, setDuplicating] = useState(false);
  const never = text.tracking.never;
  return (
    <div className="mt-4 grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-ink">{text.version(proposal.version)}</span>
        <OptionBadge option={statusOf(proposal)} />
      </div>
      <Facts
        rows={[
          [text.tracking.sent, proposal.sentAt ? formatDateTime(proposal.sentAt) : never],
          [text.tracking.firstOpened, proposal.firstOpenedAt ? formatDateTime(proposal.firstOpenedAt) : never],
          [text.tracking.lastOpened, proposal.lastOpenedAt ? formatDateTime(proposal.lastOpenedAt) : never],
          [text.tracking.opens, String(proposal.openCount)],
        ]}
      />
      <Answer proposal={proposal} />
      {proposal.status === "accepted" && <ChangeOrdersSection proposalId={proposal.id} />}
      {proposal.questions.length > 0 && (
        <section aria-label={text.questions} className="grid gap-2">
          <h3 className="font-semibold text-slate-ink">{text.questions}</h3>
          {proposal.questions.map((question) => (
            <p key={question.id} className="rounded-md border border-slate-line p-3 text-sm whitespace-pre-line">
              <span className="block text-xs text-slate-mid">
                {formatDateTime(question.askedAt)}
                {question.kind === "update-request" ? ` · ${text.updateRequest}` : ""}
              </span>
              {question.question}
            </p>
          ))}
        </section>
      )}
      <div className="flex flex-wrap gap-3">
        {proposal.link && proposal.status !== "accepted" && (
          <a
            href={proposal.link}
            target="_blank"
            rel="noopener"
            className="self-center text-sm font-semibold text-copper-deep underline"
          >
            {text.customerLink}
          </a>
        )}
        {proposal.status !== "accepted" && (
          <Button variant="secondary" disabled={newVersion.isPending} onClick={() => newVersion.mutate(proposal.id)}>
            {text.newVersionLabel(proposal.version + 1)}
          </Button>
        )}
        {proposal.status === "sent" && (
          <Button variant="ghost" disabled={withdraw.isPending} onClick={() => withdraw.mutate(proposal.id)}>
            {text.withdraw}
          </Button>
        )}
        <Button variant="ghost" onClick={() => setDuplicating(true)}>
          {text.duplicate.open}
        </Button>
      </div>
      {duplicating && <DuplicateProposalDialog proposal={proposal} onClose={() => setDuplicating(false)} />}
    </div>
  );
}

export function ProposalPanel({ quoteId, email }: { quoteId: number; email: string }) {
  const proposals = useProposals(quoteId);
  const create = useCreateProposal(quoteId);
  const [current, ...earlier] = proposals.data ?? [];
  return (
    <Panel id="quote-proposal" title={text.heading}>
      {proposals.isError ? (
        <LoadError error={proposals.error} />
      ) : proposals.isPending ? null : !current ? (
        <div className="mt-4 grid gap-3">
          <p className="text-slate-mid">{text.none}</p>
          <div>
            <Button disabled={create.isPending} onClick={() => create.mutate(undefined)}>
              {create.isPending ? text.creating : text.create}
            </Button>
          </div>
        </div>
      ) : current.status === "draft" ? (
        <ProposalEditor key={current.id} proposal={current} email={email} />
      ) : (
        <SentProposal proposal={current} />
      )}
      {earlier.length > 0 && (
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-semibold text-copper-deep">{text.history}</summary>
          <ul className="mt-2 grid gap-1 text-sm">
            {earlier.map((proposal) => (
              <li key={proposal.id} className="flex flex-wrap items-center gap-2">
                {text.version(proposal.version)} <OptionBadge option={statusOf(proposal)} />
                {proposal.sentAt && <span className="text-slate-mid">{formatDateTime(proposal.sentAt)}</span>}
              </li>
            ))}
          </ul>
        </details>
      )}
    </Panel>
  );
}
