/**
 * /admin/quotes/{id}: a quote's full record. Status and phase (a phase change shows its e-mail
 * first), the owner's notes and plans, the spam flag with its rescue, every field of the request,
 * the customer's photos, the lead source, and the follow-up history with each e-mail's delivery state.
 */
import { useState } from "react";
import { ApiError } from "../../../../shared/api";
import { formatDateTime } from "../../../../shared/format";
import { adminStrings } from "../../../../shared/strings/admin";
import { quoteDeskStrings } from "../../../../shared/strings/quotes";
import { quotePhotoStrings } from "../../../../shared/strings/photos";
import { Button } from "../../../ui/Button";
import { LoadError } from "../../common/LoadError";
import { LoadingState } from "../../common/LoadingState";
import { DeletePersonDialog } from "../../common/DeletePersonDialog";
import { Panel } from "../../common/Panel";
import { ScreenHeader } from "../../common/ScreenHeader";
import { WaitingBadge } from "../../common/WaitingBadge";
import { adminPaths, Link, navigate } from "../../router";
import { OtherEnquiries } from "../../leads/OtherEnquiries";
import { LeadConversation } from "../../leads/LeadConversation";
import { LeadBooking } from "../../booking/LeadBooking";
import { LogCallButton } from "../../leads/LogCallButton";
import { PhaseMailHistory } from "../PhaseMailHistory";
import { QuoteControls } from "../QuoteControls";
import { QuoteFacts } from "../QuoteFacts";
import { fullName } from "../quote-text";
import { usePhotoList, useQuote } from "../quotes.api";
import { LeadSource } from "./LeadSource";
import { QuotePhotos } from "./QuotePhotos";
import { QuoteOwnerForm } from "./QuoteOwnerForm";
import { ProposalPanel } from "../proposals/ProposalPanel";
import { InvoicesPanel } from "../invoices/InvoicesPanel";
import { FollowUpPanel } from "../../follow-ups/FollowUpPanel";
import { QuoteSaleLine } from "../proposals/QuoteSaleLine";
import { SpamNotice } from "./SpamNotice";
import { PaymentsPanel } from "../payments/PaymentsPanel";
import { QuoteReachLinks } from "../QuoteReachLinks";
import { Icon } from "../../../ui/Icon";
import { lazyPart } from "../../common/lazy-part";

const PhaseMailDialog = lazyPart(() => import("../PhaseMailDialog").then((module) => module.PhaseMailDialog));

const text = quoteDeskStrings.page;
const spec = adminStrings.quotes;

function BackLink() {
  return (
    <Link to={adminPaths.quotes} className="text-sm font-semibold text-copper-deep underline hover:text-copper-dark">
      <Icon name="arrowLeft" size={16} className="mr-1 inline align-[-3px]" />
      {text.back}
    </Link>
  );
}

export function QuoteDetailPage({ quoteId }: { quoteId: number }) {
  const quote = useQuote(quoteId);
  // Read alongside the quote, not after it (issue 34, item 5).
  usePhotoList(quoteId);
  const [followingUp, setFollowingUp] = useState(false);

  if (quote.isPending) return <LoadingState label={adminStrings.loading} />;
  if (quote.error instanceof ApiError && quote.error.status === 404) {
    return (
      <section className="grid gap-4 py-10 text-center">
        <h1 className="font-serif text-4xl text-slate-ink">{text.notFound}</h1>
        <p className="text-slate-mid">{text.notFoundText}</p>
        <BackLink />
      </section>
    );
  }
  if (quote.isError) return <LoadError error={quote.error} padded />;
  const record = quote.data;
  const name = fullName(record);

  return (
    <div className="grid grid-cols-1 gap-6">
      <BackLink />
      <ScreenHeader
        title={spec.details.title(name)}
        intro={`${text.received} ${formatDateTime(record.createdAt)} · ${text.updated} ${formatDateTime(record.updatedAt)}`}
        action={
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => setFollowingUp(true)} aria-label={`${spec.sendFollowUp}: ${name}`}>
              {spec.sendFollowUp}
            </Button>
            <DeletePersonDialog kind="quote" id={record.id} onDeleted={() => navigate(adminPaths.quotes)} />
          </div>
        }
      />
      <div className="-mt-2 grid justify-items-start gap-3">
        <WaitingBadge lead={record} />
        <QuoteSaleLine quote={record} />
        <QuoteReachLinks quote={record} />
        <LeadBooking kind="quote" id={record.id} />
        <LogCallButton kind="quote" id={record.id} />
      </div>
      {record.isSpam && <SpamNotice quote={record} />}
      <Panel id="quote-controls" title={text.controls} bodyClassName="mt-4">
        <QuoteControls quote={record} />
      </Panel>
      <Panel id="quote-owner" title={text.owner}>
        <QuoteOwnerForm quote={record} />
      </Panel>
      <ProposalPanel quoteId={record.id} email={record.email} />
      <PaymentsPanel quoteId={record.id} />
      <InvoicesPanel quoteId={record.id} />
      <FollowUpPanel quoteId={record.id} />
      <OtherEnquiries kind="quote" id={record.id} />
      <LeadConversation kind="quote" id={record.id} />
      <Panel id="quote-request" title={text.request} bodyClassName="mt-4 grid gap-4">
        <QuoteFacts quote={record} />
      </Panel>
      <Panel id="quote-photos" title={quotePhotoStrings.consoleHeading}>
        <QuotePhotos quoteId={record.id} />
      </Panel>
      <Panel id="quote-source" title={text.leadSource}>
        <LeadSource quote={record} />
      </Panel>
      <Panel id="quote-history" title={text.history} bodyClassName="mt-4">
        {record.lastContactDate && (
          <p className="mb-3 text-sm text-slate-mid">
            {text.lastContact}: {formatDateTime(record.lastContactDate)}
          </p>
        )}
        <PhaseMailHistory followUps={record.followUps} />
      </Panel>
      {followingUp && <PhaseMailDialog quote={record} onClose={() => setFollowingUp(false)} />}
    </div>
  );
}
