/**
 * /admin/email/templates: one tab per quote phase with a template, each with its editor and preview,
 * the first text to a new lead (`?tab=first-text`, issue 32),
 * a tab with the proposal defaults (the other texts customers receive: terms, warranty), the price
 * book, and one with the follow-up sequences, the business calendar and review requests.
 * `?tab=price-book` opens that tab (the proposal builder's picker links there when the book is empty),
 * `?tab=proposals` the proposal defaults and Settings → Contract.
 */
import { useState } from "react";
import type { QuotePhase } from "../../../shared/options";
import { adminStrings } from "../../../shared/strings/admin";
import { emailStrings } from "../../../shared/strings/email";
import { proposalConsoleStrings } from "../../../shared/strings/proposal-console";
import { TabPanel, Tabs } from "../../ui/Tabs";
import { LoadError } from "../common/LoadError";
import { LoadingState } from "../common/LoadingState";
import { ScreenHeader } from "../common/ScreenHeader";
import { ProposalDefaultsForm } from "../quotes/proposals/ProposalDefaultsForm";
import { ContractSettingsForm } from "../quotes/proposals/ContractSettingsForm";
import { PaymentScheduleForm } from "../quotes/proposals/PaymentScheduleForm";
import { FollowUpSettings } from "../follow-ups/FollowUpSettings";
import { PriceBookSettings } from "../price-book/PriceBookSettings";
import { PRICE_BOOK_TAB } from "../price-book/price-book-form";
import { priceBookStrings } from "../../../shared/strings/price-book";
import { followUpStrings } from "../../../shared/strings/follow-ups";
import { EmailSubNav } from "./EmailSubNav";
import { SnippetsForm } from "./SnippetsForm";
import { conversationStrings } from "../../../shared/strings/conversation";
import { TemplateEditor } from "./TemplateEditor";
import { FirstTextForm } from "./FirstTextForm";
import { firstTextStrings } from "../../../shared/strings/first-text";
import { useEmailTemplates } from "./email.api";

const text = emailStrings.templates;
const PROPOSALS = "proposals";
const SNIPPETS = "snippets";
const FOLLOW_UPS = "follow-ups";
const FIRST_TEXT = "first-text";
/** The tabs an address can open with `?tab=`. */
const LINKED_TABS = [PRICE_BOOK_TAB, PROPOSALS, FIRST_TEXT] as const;

export function TemplatesScreen() {
  const templates = useEmailTemplates();
  const [chosen, setChosen] = useState<
    | QuotePhase
    | typeof PROPOSALS
    | typeof PRICE_BOOK_TAB
    | typeof SNIPPETS
    | typeof FOLLOW_UPS
    | typeof FIRST_TEXT
    | undefined
  >(() => LINKED_TABS.find((tab) => tab === new URLSearchParams(location.search).get("tab")));

  const body = () => {
    if (templates.isPending) return <LoadingState label={adminStrings.loading} />;
    if (templates.isError) return <LoadError error={templates.error} padded />;
    const [first] = templates.data;
    return (
      <>
        {!first && <p className="py-6 text-center text-slate-mid">{text.empty}</p>}
        <Tabs
          value={chosen ?? first?.phase ?? PROPOSALS}
          onValueChange={setChosen}
          label={text.tabsLabel}
          tabs={[
            ...templates.data.map((template) => ({ value: template.phase, label: text.tab(template.phase) })),
            { value: FIRST_TEXT, label: firstTextStrings.tab },
            { value: PROPOSALS, label: proposalConsoleStrings.defaults.tab },
            { value: PRICE_BOOK_TAB, label: priceBookStrings.settings.tab },
            { value: SNIPPETS, label: conversationStrings.snippets.tab },
            { value: FOLLOW_UPS, label: followUpStrings.settings.tab },
          ]}
        >
          {templates.data.map((template) => (
            <TabPanel key={template.phase} value={template.phase}>
              <TemplateEditor template={template} />
            </TabPanel>
          ))}
          <TabPanel value={FIRST_TEXT}>
            <FirstTextForm />
          </TabPanel>
          <TabPanel value={PROPOSALS}>
            <div className="grid gap-6">
              <ProposalDefaultsForm />
              <ContractSettingsForm />
              <PaymentScheduleForm />
            </div>
          </TabPanel>
          <TabPanel value={PRICE_BOOK_TAB}>
            <PriceBookSettings />
          </TabPanel>
          <TabPanel value={SNIPPETS}>
            <SnippetsForm />
          </TabPanel>
          <TabPanel value={FOLLOW_UPS}>
            <FollowUpSettings />
          </TabPanel>
        </Tabs>
      </>
    );
  };

  return (
    <div className="grid grid-cols-1 gap-8">
      <ScreenHeader title={text.title} intro={text.intro} />
      <EmailSubNav current="templates" />
      {body()}
    </div>
  );
}
