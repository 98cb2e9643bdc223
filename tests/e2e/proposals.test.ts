/**
 * Proposals end to end (issue 20), in Chromium at 375 px against the production build: the owner
 * writes a three-option proposal with a library photo on the quote's page (saved by itself, totals
 * from the server), sends it, and the customer opens the link from the outbox message in a browser
 * of their own, picks the middle option and signs; the owner then sees the quote won with the
 * value and the signature record. The replaced and declined proposal: proposals-replaced.test.ts.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { formatCents } from "../../src/shared/proposals/money";
import { mediaStrings } from "../../src/shared/strings/media";
import { proposalConsoleStrings as text } from "../../src/shared/strings/proposal-console";
import { proposalPageStrings as page$, SIGNATURE_CONSENT } from "../../src/shared/strings/proposals";
import { openAsDevAdmin } from "./support/admin";
import { useProposalSuite } from "./support/proposal-editor";
import { axeViolations, VIEWPORTS, withPage } from "./support/browser";

const tag = `Prop${Date.now().toString(36)}`;
const suite = useProposalSuite(tag);

describe("a proposal from the quote's page to a signature", { timeout: 240_000 }, () => {
  let quoteId: number;

  it("is written with three options and a photo, saved by itself, and sent once", async () => {
    quoteId = await suite.insertQuote("Harriet");
    await openAsDevAdmin(suite.page, `/admin/quotes/${quoteId}`);
    await suite.page.getByRole("button", { name: text.create }).click();
    await suite.editor.byLabel(text.coverNote).waitFor();
    await suite.editor.byLabel(text.coverNote).fill("Thank you for showing us the attic.");
    await suite.page.getByRole("button", { name: text.addSection }).click();
    await suite.editor.byLabel(text.sectionHeading(0)).fill("Access");
    await suite.editor.byLabel(text.sectionBody(0)).fill("Scaffold on the north side, gardens covered.");
    await suite.editor.fillOption(0, "Repair the valleys", [["Copper valley repair", "12.5", "ft", "42.50"]]);
    await suite.editor.fillOption(1, "Re-flash and repair", [
      ["Copper valley, new", "24", "ft", "85"],
      ["Chimney flashing", "1", "each", "1,450.00"],
    ]);
    await suite.editor.fillOption(2, "Full strip and relay", [["Strip and relay, Vermont slate", "18", "sq", "2,400"]]);
    await suite.editor.byLabel(text.taxRate).fill("6.625");
    await suite.editor.fillContractTerms();

    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#5d6b78" } })
      .jpeg()
      .toBuffer();
    await suite.page.getByRole("button", { name: mediaStrings.addToGallery }).click();
    const library = suite.page.getByRole("dialog");
    await library
      .getByLabel(mediaStrings.fileLabel)
      .setInputFiles({ name: "valley.jpg", mimeType: "image/jpeg", buffer: photo });
    await library.getByLabel(mediaStrings.altFor("valley.jpg")).fill(`Valley ${tag}`);
    await library.getByRole("button", { name: mediaStrings.upload, exact: true }).click();
    await library.getByRole("button", { name: `${mediaStrings.choose}: Valley ${tag}` }).click();
    await suite.page.getByText(`Valley ${tag}`).waitFor();
    await suite.editor.waitSaved();

    // 24 × $85 + $1,450 = $3,490; tax at exactly 6.625 % = $231.2125 → $231.21 (decision 037).
    await suite.page.getByText(text.total(349_000 + 23_121)).waitFor();
    expect(await axeViolations(suite.page)).toEqual([]);
    await suite.editor.sendProposal();
    await suite.page.getByText(text.version(1)).waitFor();
    const sent = await suite.db
      .selectFrom("emailOutbox")
      .select("id")
      .where("quoteId", "=", quoteId)
      .where("tag", "=", "proposal")
      .execute();
    expect(sent).toHaveLength(1);
    const quote = await suite.db
      .selectFrom("quotes")
      .select("status")
      .where("id", "=", quoteId)
      .executeTakeFirstOrThrow();
    expect(quote.status).toBe("quoted");
  });

  it("is opened and signed by the customer on their phone, choosing the middle option", async () => {
    const link = await suite.linkFromOutbox(quoteId);
    await withPage(
      async ({ page: customer }) => {
        await customer.goto(link);
        await customer.getByRole("heading", { name: page$.accept.heading }).waitFor();
        await customer.getByRole("heading", { name: "Access" }).waitFor();
        await customer.getByText("Scaffold on the north side, gardens covered.").waitFor();
        await customer.getByRole("img", { name: `Valley ${tag}` }).waitFor({ state: "attached" });
        expect(await axeViolations(customer)).toEqual([]);
        await customer.getByRole("radio", { name: /Option 2: Re-flash and repair/ }).check();
        await customer.getByLabel(page$.accept.fullName).fill("Harriet Ó'Brien-Łukasz");
        await customer.getByRole("checkbox", { name: SIGNATURE_CONSENT.text }).check();
        await customer.getByRole("button", { name: page$.accept.submit }).dblclick();
        await customer.getByRole("heading", { name: page$.signed.heading }).waitFor({ timeout: 30_000 });
        await customer.getByText("Harriet Ó'Brien-Łukasz").first().waitFor();
        // Back, then forward again: the signed record, never a second signature.
        await customer.goBack();
        await customer.reload();
        await customer.getByRole("heading", { name: page$.signed.heading }).waitFor();
      },
      { viewport: VIEWPORTS.mobile },
    );
    const signatures = await suite.db.selectFrom("proposalAcceptances").selectAll().execute();
    expect(signatures.filter((row) => row.typedName === "Harriet Ó'Brien-Łukasz")).toHaveLength(1);
  });

  it("shows the owner the quote won, with the value and the signature record", async () => {
    await suite.page.reload();
    const accepted = text.accepted("Re-flash and repair", 349_000 + 23_121);
    await suite.page.getByText(accepted).waitFor({ timeout: 30_000 });
    await suite.page.getByText(text.audit).click();
    await suite.page.getByText(SIGNATURE_CONSENT.text, { exact: false }).waitFor();
    const quote = await suite.db
      .selectFrom("quotes")
      .select(["wonAt", "wonValueCents", "phase"])
      .where("id", "=", quoteId)
      .executeTakeFirstOrThrow();
    expect(quote.wonAt).not.toBeNull();
    expect(quote.wonValueCents).toBe(372_121);
    expect(quote.phase).toBe("phase-3");
    expect(formatCents(quote.wonValueCents!)).toBe("$3,721.21");
  });
});
