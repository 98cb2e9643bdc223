/**
 * Quote management: search and filters (in the URL, applied by the server); tabs Overview and
 * Phase 1–3 with the counts of what the filters let through; overview figures; a card per quote,
 * each opening its details or the follow-up form.
 */
import { useState } from "react";
import { labelFor, quotePhaseOptions, quotePhases, type QuotePhase } from "../../../shared/options";
import type { AdminQuote } from "../../../shared/schemas/admin";
import { adminStrings } from "../../../shared/strings/admin";
import { TabPanel, Tabs } from "../../ui/Tabs";
import { quoteDeskStrings } from "../../../shared/strings/quotes";
import { ScreenHeader } from "../common/ScreenHeader";
import { LoadError } from "../common/LoadError";
import { LoadingState } from "../common/LoadingState";
import { PhaseMailDialog } from "./PhaseMailDialog";
import { QuoteDetailsDialog } from "./QuoteDetailsDialog";
import { QuoteFilters } from "./QuoteFilters";
import { QuoteGrid } from "./QuoteGrid";
import { QuoteStats } from "./QuoteStats";
import { useQuoteList } from "./quotes.api";
import { useQuoteFilters } from "./useQuoteFilters";
import { ReportSegmentNote } from "../reports/ReportSegmentNote";
import { adminPaths } from "../router";

const text = adminStrings.quotes;

type TabName = "overview" | QuotePhase;
type OpenDialog = { kind: "details" | "follow-up"; quoteId: number } | null;

export function QuoteManagement() {
  const { filter, setFilter, segment } = useQuoteFilters();
  const quotes = useQuoteList(filter, segment);
  const [tab, setTab] = useState<TabName>("overview");
  const [dialog, setDialog] = useState<OpenDialog>(null);

  if (quotes.isPending) return <LoadingState label={adminStrings.loading} />;
  if (quotes.isError) return <LoadError error={quotes.error} padded />;
  const all = quotes.data;
  const inPhase = (phase: QuotePhase) => all.filter((quote) => quote.phase === phase);
  const open = dialog && all.find((quote) => quote.id === dialog.quoteId);
  const grid = (list: AdminQuote[], empty: string) => (
    <QuoteGrid quotes={list} empty={empty} onOpen={(kind, quoteId) => setDialog({ kind, quoteId })} />
  );

  return (
    <div className="grid grid-cols-1 gap-6 sm:gap-8">
      <ScreenHeader title={text.title} intro={text.intro} />
      <ReportSegmentNote segment={segment} listPath={adminPaths.quotes} />
      <div>
        <QuoteFilters filter={filter} onChange={setFilter} />
        <p aria-live="polite" className="mt-3 text-sm text-slate-mid empty:mt-0">
          {Object.values(filter).some(Boolean) ? quoteDeskStrings.filters.matching(all.length) : ""}
        </p>
      </div>
      <Tabs
        value={tab}
        onValueChange={setTab}
        label={text.tabsLabel}
        tabs={[
          { value: "overview", label: `${text.tabs.overview} (${all.length})` },
          ...quotePhases.map((phase) => ({ value: phase, label: `${text.tabs[phase]} (${inPhase(phase).length})` })),
        ]}
      >
        <TabPanel value="overview" className="grid gap-6">
          {/* On a phone the figures follow the list, so the first quote shows without scrolling. */}
          <div className="max-md:order-last">
            <QuoteStats quotes={all} />
          </div>
          <h2 className="sr-only">{text.tabs.overview}</h2>
          {grid(all, text.noQuotes)}
        </TabPanel>
        {quotePhases.map((phase) => (
          <TabPanel key={phase} value={phase}>
            <h2 className="sr-only">{labelFor(quotePhaseOptions, phase)}</h2>
            {grid(inPhase(phase), text.empty)}
          </TabPanel>
        ))}
      </Tabs>

      {open && dialog?.kind === "details" && <QuoteDetailsDialog quote={open} onClose={() => setDialog(null)} />}
      {open && dialog?.kind === "follow-up" && <PhaseMailDialog quote={open} onClose={() => setDialog(null)} />}
    </div>
  );
}
