/**
 * The console's proposal editor driven as the owner drives it (issue 20), shared by the proposal
 * flow files (proposals.test.ts: written, signed, won; proposals-replaced.test.ts: replaced and
 * declined): a quote of the file's own, options and lines typed in, the contract terms, the send
 * dialog confirmed by a double click.
 */
import { afterAll, beforeAll } from "vitest";
import type { Page } from "playwright-core";
import type { Db } from "../../../src/server/db/schema";
import { proposalConsoleStrings as text } from "../../../src/shared/strings/proposal-console";
import { statusShown } from "./browser";
import { proposalLinkFromOutbox } from "./proposals";
import { insertFlowQuote } from "./sample-leads";
import { closeSuite, openOwnerSuite } from "./suite";

/** A quote for `firstName` with the file's `tag` as last name (and in the address), to find it by. */
export const insertProposalQuote = (db: Db, firstName: string, tag: string) =>
  insertFlowQuote(db, {
    firstName,
    lastName: tag,
    email: `${firstName.toLowerCase()}-${tag}@example.com`,
    address: "41 Upper Mountain Avenue",
    description: "Valleys leaking over the kitchen.",
  });

export function proposalEditor(page: Page) {
  const byLabel = (label: string) => page.getByLabel(label, { exact: true });
  return {
    byLabel,
    /** The terms a New Jersey contract needs from the proposal itself (decision 045). */
    async fillContractTerms() {
      await byLabel(text.startDate).fill("Week of 12 April 2027");
      await byLabel(text.completionDate).fill("About three weeks after the start");
      await byLabel(text.warranty).fill("Ten years on workmanship.");
    },
    /** Adds option `index` (a new draft has none) and fills its title and lines. */
    async fillOption(index: number, title: string, lines: [string, string, string, string][]) {
      await page.getByRole("button", { name: text.addOption }).click();
      await byLabel(text.optionTitle(index)).fill(title);
      const option = page.getByRole("group", { name: text.lines(index) });
      for (const [row, [description, quantity, unit, price]] of lines.entries()) {
        if (row > 0) await option.getByRole("button", { name: text.addLine }).click();
        await option.getByLabel(text.line.description(row), { exact: true }).fill(description);
        await option.getByLabel(text.line.quantity(row), { exact: true }).fill(quantity);
        await option.getByLabel(text.line.unit(row), { exact: true }).fill(unit);
        await option.getByLabel(text.line.price(row), { exact: true }).fill(price);
      }
    },
    waitSaved: () => statusShown(page, /^Saved /),
    async sendProposal() {
      await page.getByRole("button", { name: text.send, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: text.sendTitle });
      await dialog.getByRole("button", { name: text.sendConfirm, exact: true }).dblclick();
      await statusShown(page, text.sent);
    },
  };
}

/**
 * What a proposal flow file opens (close it with closeSuite): the owner's page and its editor, quotes
 * tagged `tag`, and the customer's link from a quote's newest proposal e-mail.
 */
export async function openProposalSuite(tag: string) {
  const suite = await openOwnerSuite();
  return {
    ...suite,
    editor: proposalEditor(suite.page),
    insertQuote: (firstName: string) => insertProposalQuote(suite.db, firstName, tag),
    linkFromOutbox: (quoteId: number) => proposalLinkFromOutbox(suite.db, quoteId),
  };
}
export type ProposalSuite = Awaited<ReturnType<typeof openProposalSuite>>;

/** Opens the proposal suite before the file's tests and closes it after them; filled in once open. */
export function useProposalSuite(tag: string): ProposalSuite {
  const suite = {} as ProposalSuite;
  beforeAll(async () => {
    Object.assign(suite, await openProposalSuite(tag));
  });
  afterAll(() => closeSuite({ session: suite.owner, db: suite.db }));
  return suite;
}
