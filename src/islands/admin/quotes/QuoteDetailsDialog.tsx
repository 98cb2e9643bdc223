/**
 * Everything a quote request holds, with its status and phase selects (a phase change first shows
 * the e-mail it would send), its follow-up history and a link to the full record.
 */
import type { AdminQuote } from "../../../shared/schemas/admin";
import { adminStrings } from "../../../shared/strings/admin";
import { quoteDeskStrings } from "../../../shared/strings/quotes";
import { Button, buttonClass } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { adminPaths, Link } from "../router";
import { PhaseMailHistory } from "./PhaseMailHistory";
import { QuoteControls } from "./QuoteControls";
import { QuoteFacts } from "./QuoteFacts";
import { fullName } from "./quote-text";
import { QuoteReachLinks } from "./QuoteReachLinks";

const text = adminStrings.quotes;

export function QuoteDetailsDialog({ quote, onClose }: { quote: AdminQuote; onClose: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={text.details.title(fullName(quote))}
      description={text.details.description}
      wide
    >
      <div className="grid gap-6">
        <QuoteReachLinks quote={quote} />
        <QuoteControls quote={quote} />
        <QuoteFacts quote={quote} />
        <div>
          <h3 className="mb-2 font-semibold text-slate-ink">{text.details.history}</h3>
          <PhaseMailHistory followUps={quote.followUps} />
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <Link to={adminPaths.quote(quote.id)} className={buttonClass("secondary")}>
            {quoteDeskStrings.openFullRecord}
          </Link>
          <Button variant="secondary" onClick={onClose}>
            {text.details.close}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
