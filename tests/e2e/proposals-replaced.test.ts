/**
 * A replaced and then declined proposal end to end (issue 20), in Chromium at 375 px against the
 * production build: a quote's proposal goes out, is replaced by version 2 (the old link says so and
 * leads to the new one), and is declined with a reason on the customer's phone: the quote is lost.
 * Written, signed and won: proposals.test.ts.
 */
import { describe, expect, it } from "vitest";
import { proposalConsoleStrings as text } from "../../src/shared/strings/proposal-console";
import { declineReasonOptions, proposalPageStrings as page$ } from "../../src/shared/strings/proposals";
import { openAsDevAdmin } from "./support/admin";
import { VIEWPORTS, withPage } from "./support/browser";
import { useProposalSuite } from "./support/proposal-editor";

const suite = useProposalSuite(`PropR${Date.now().toString(36)}`);

describe("a replaced and then declined proposal", { timeout: 240_000 }, () => {
  it("sends version 1, replaces it with version 2, and records the decline as lost", async () => {
    const quoteId = await suite.insertQuote("Edmund");
    await openAsDevAdmin(suite.page, `/admin/quotes/${quoteId}`);
    await suite.page.getByRole("button", { name: text.create }).click();
    await suite.editor.fillOption(0, "Repair the valleys", [["Copper valley repair", "10", "ft", "40"]]);
    await suite.editor.fillContractTerms();
    await suite.editor.waitSaved();
    await suite.editor.sendProposal();
    const first = await suite.linkFromOutbox(quoteId);

    await suite.page.getByRole("button", { name: text.newVersionLabel(2) }).click();
    await suite.editor.byLabel(text.optionTitle(0)).waitFor();
    await suite.editor.byLabel(text.line.price(0)).fill("38");
    await suite.editor.waitSaved();
    await suite.editor.sendProposal();
    const second = await suite.linkFromOutbox(quoteId);
    expect(second).not.toBe(first);

    await withPage(
      async ({ page: customer }) => {
        await customer.goto(first);
        await customer.getByRole("heading", { name: page$.replaced.heading }).waitFor();
        await customer.getByRole("link", { name: page$.replaced.button }).click();
        expect(customer.url()).toContain(second);
        // Declining is the page's secondary action, folded under its summary.
        await customer.getByText(page$.decline.heading, { exact: true }).click();
        await customer.getByRole("radio", { name: declineReasonOptions[1].label }).check();
        await customer.getByLabel(page$.decline.comment).fill("We will do it in the spring.");
        await customer.getByRole("button", { name: page$.decline.submit }).click();
        await customer.getByRole("heading", { name: page$.declined.heading }).waitFor({ timeout: 30_000 });
      },
      { viewport: VIEWPORTS.mobile },
    );
    const quote = await suite.db
      .selectFrom("quotes")
      .select(["lostAt", "lostReason"])
      .where("id", "=", quoteId)
      .executeTakeFirstOrThrow();
    expect(quote.lostAt).not.toBeNull();
    expect(quote.lostReason).toBe("timing");
    await suite.page.reload();
    // Exact: the timeline below says it too, as "Proposal v2 declined: …".
    await suite.page
      .getByText(text.declined(declineReasonOptions[1].label), { exact: true })
      .waitFor({ timeout: 30_000 });
  });
});
