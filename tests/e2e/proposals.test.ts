/**
 * Proposals end to end (issue 20), in Chromium at 375 px against the production build: the owner
 * writes a three-option proposal with a library photo on the quote's page (saved by itself, totals
 * from the server), sends it, and the customer opens the link from the outbox message in a browser
 * of their own, picks the middle option and signs; the owner then sees the quote won with the
 * value and the signature record. The replaced and declined proposal: proposals-replaced.test.ts.
 */
import type { Kysely } from "kysely";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/schema";
import { formatCents } from "../../src/shared/proposals/money";
import { mediaStrings } from "../../src/shared/strings/media";
import { proposalConsoleStrings as text } from "../../src/shared/strings/proposal-console";
import { proposalPageStrings as page$, SIGNATURE_CONSENT } from "../../src/shared/strings/proposals";
import { openAsDevAdmin } from "./support/admin";
import { proposalLinkFromOutbox } from "./support/proposals";
import { insertProposalQuote, proposalEditor } from "./support/proposal-editor";
import { closeSuite, openOwnerSuite } from "./support/suite";
import { axeViolations, VIEWPORTS, withPage, type TestPage } from "./support/browser";

let db: Kysely<Database>;
let owner: TestPage;
let page: Page;
const tag = `Prop${Date.now().toString(36)}`;

const insertQuote = (firstName: string) => insertProposalQuote(db, firstName, tag);
const linkFromOutbox = (quoteId: number) => proposalLinkFromOutbox(db, quoteId);
let editor: ReturnType<typeof proposalEditor>;

beforeAll(async () => {
  ({ db, owner, page } = await openOwnerSuite());
  editor = proposalEditor(page);
});

afterAll(() => closeSuite({ session: owner, db }));

describe("a proposal from the quote's page to a signature", { timeout: 240_000 }, () => {
  let quoteId: number;

  it("is written with three options and a photo, saved by itself, and sent once", async () => {
    quoteId = await insertQuote("Harriet");
    await openAsDevAdmin(page, `/admin/quotes/${quoteId}`);
    await page.getByRole("button", { name: text.create }).click();
    await editor.byLabel(text.coverNote).waitFor();
    await editor.byLabel(text.coverNote).fill("Thank you for showing us the attic.");
    await page.getByRole("button", { name: text.addSection }).click();
    await editor.byLabel(text.sectionHeading(0)).fill("Access");
    await editor.byLabel(text.sectionBody(0)).fill("Scaffold on the north side, gardens covered.");
    await editor.fillOption(0, "Repair the valleys", [["Copper valley repair", "12.5", "ft", "42.50"]]);
    await editor.fillOption(1, "Re-flash and repair", [
      ["Copper valley, new", "24", "ft", "85"],
      ["Chimney flashing", "1", "each", "1,450.00"],
    ]);
    await editor.fillOption(2, "Full strip and relay", [["Strip and relay, Vermont slate", "18", "sq", "2,400"]]);
    await editor.byLabel(text.taxRate).fill("6.625");
    await editor.fillContractTerms();

    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#5d6b78" } })
      .jpeg()
      .toBuffer();
    await page.getByRole("button", { name: mediaStrings.addToGallery }).click();
    const library = page.getByRole("dialog");
    await library
      .getByLabel(mediaStrings.fileLabel)
      .setInputFiles({ name: "valley.jpg", mimeType: "image/jpeg", buffer: photo });
    await library.getByLabel(mediaStrings.altFor("valley.jpg")).fill(`Valley ${tag}`);
    await library.getByRole("button", { name: mediaStrings.upload, exact: true }).click();
    await library.getByRole("button", { name: `${mediaStrings.choose}: Valley ${tag}` }).click();
    await page.getByText(`Valley ${tag}`).waitFor();
    await editor.waitSaved();

    // 24 × $85 + $1,450 = $3,490; tax at exactly 6.625 % = $231.2125 → $231.21 (decision 037).
    await page.getByText(text.total(349_000 + 23_121)).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await editor.sendProposal();
    await page.getByText(text.version(1)).waitFor();
    const sent = await db
      .selectFrom("emailOutbox")
      .select("id")
      .where("quoteId", "=", quoteId)
      .where("tag", "=", "proposal")
      .execute();
    expect(sent).toHaveLength(1);
    const quote = await db.selectFrom("quotes").select("status").where("id", "=", quoteId).executeTakeFirstOrThrow();
    expect(quote.status).toBe("quoted");
  });

  it("is opened and signed by the customer on their phone, choosing the middle option", async () => {
    const link = await linkFromOutbox(quoteId);
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
    const signatures = await db.selectFrom("proposalAcceptances").selectAll().execute();
    expect(signatures.filter((row) => row.typedName === "Harriet Ó'Brien-Łukasz")).toHaveLength(1);
  });

  it("shows the owner the quote won, with the value and the signature record", async () => {
    await page.reload();
    const accepted = text.accepted("Re-flash and repair", 349_000 + 23_121);
    await page.getByText(accepted).waitFor({ timeout: 30_000 });
    await page.getByText(text.audit).click();
    await page.getByText(SIGNATURE_CONSENT.text, { exact: false }).waitFor();
    const quote = await db
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
