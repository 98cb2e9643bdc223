/**
 * Issue 31 item 1 (decision 045): a proposal carries the terms the law of the job's state requires,
 * frozen into the signed document and on the customer's page; a proposal missing one cannot be
 * sent (422 naming each missing field), and a quote in neither NJ nor NY cannot be sent at all.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { ProposalDocument } from "../../src/shared/proposals/document";
import { NY_LIEN_NOTICE } from "../../src/shared/contract/notices";
import { PAYMENT_EVENTS } from "../../src/shared/contract/contract-terms";
import { EMPTY_CONTRACT_SETTINGS } from "../../src/shared/schemas/contract-settings";
import { formatCents } from "../../src/shared/proposals/money";
import { contractStrings } from "../../src/shared/strings/contract";
import { escapeHtml } from "../../src/server/email/render";
import { DEMO_CONTRACT_SETTINGS } from "../../src/server/settings/contract-settings";
import { insertQuote } from "../support/admin-session";
import { testDb } from "../support/db";
import {
  adminCall,
  customerCall,
  draftFor,
  proposalTestSetup,
  send,
  sentProposal,
  threeOptions,
} from "../support/proposals";
import { ipCounter } from "../support/functions";

let cookie: string;
const nextIp = ipCounter("198.51.100");
const frozenOf = async (id: number) =>
  (await testDb().selectFrom("proposals").select("frozen").where("id", "=", id).executeTakeFirstOrThrow())
    .frozen as ProposalDocument;
const putSettings = (body: unknown) => adminCall(cookie, "/api/admin/contract-settings", { method: "PUT", body });

beforeAll(async () => {
  cookie = await proposalTestSetup("contract-terms");
});

describe("the contract terms by the state of the job's address", () => {
  it("freezes New Jersey's terms into the sent document and shows them on the page", async () => {
    const { proposal, token } = await sentProposal(cookie, { state: "NJ" });
    const contract = (await frozenOf(proposal.id)).contract!;
    expect(contract.state).toBe("NJ");
    expect(contract.contractor).toMatchObject({
      legalName: DEMO_CONTRACT_SETTINGS.legalName,
      registration: `NJ Home Improvement Contractor Reg. No. ${DEMO_CONTRACT_SETTINGS.njRegistration}`,
      insurer: DEMO_CONTRACT_SETTINGS.insurer,
      insurerPhone: DEMO_CONTRACT_SETTINGS.insurerPhone,
      policyNumber: DEMO_CONTRACT_SETTINGS.policyNumber,
    });
    expect(contract).toMatchObject({
      startDate: "Week of 12 April 2027",
      completionDate: "About three weeks after the start",
    });
    expect(contract.notices.cancellation.heading).toBe("NOTICE TO CONSUMER");
    expect(contract.notices.lien).toBeNull();
    // The deposit (30 %) on signing and the balance on completion add up to each option's total.
    const option = proposal.options[0]!;
    const schedule = contract.schedules.find((entry) => entry.optionId === option.id)!.payments;
    expect(schedule).toEqual([
      { event: PAYMENT_EVENTS.signing, cents: option.totals.depositCents },
      { event: PAYMENT_EVENTS.completion, cents: option.totals.totalCents - option.totals.depositCents },
    ]);

    const page = await (await customerCall(`/proposal/${token}`, { ip: nextIp() })).text();
    expect(page).toContain(contractStrings.heading);
    expect(page).toContain("NOTICE TO CONSUMER");
    expect(page).toContain("YOU MAY CANCEL THIS CONTRACT AT ANY TIME BEFORE MIDNIGHT OF THE THIRD BUSINESS DAY");
    expect(page).toContain(escapeHtml(contractStrings.cancelBefore));
    expect(page).toContain(DEMO_CONTRACT_SETTINGS.policyNumber);
    expect(page).toContain("Week of 12 April 2027");
    expect(page).toContain(formatCents(option.totals.depositCents));
    expect(page).toContain('class="legal-notice"');
  });

  it("freezes New York's terms (the lien notice, the escrow notice, the county licence) for 'New York'", async () => {
    const { proposal, token } = await sentProposal(cookie, { state: "New York", city: "Bedford", zipCode: "10506" });
    const contract = (await frozenOf(proposal.id)).contract!;
    expect(contract.state).toBe("NY");
    expect(contract.notices.lien).toBe(NY_LIEN_NOTICE);
    expect(contract.notices.escrow).toBeTruthy();
    expect(contract.contractor.registration).toBeNull();
    // Bedford (10506) is in Westchester: its licence only, not Rockland's.
    expect(contract.contractor.licences).toEqual([{ county: "Westchester", number: "WC-DEMO-0000" }]);
    const page = await (await customerCall(`/proposal/${token}`, { ip: nextIp() })).text();
    expect(page).toContain(escapeHtml(NY_LIEN_NOTICE));
    expect(page).toContain(escapeHtml(contractStrings.licence("Westchester")));
    expect(page).not.toContain("NOTICE TO CONSUMER");
  });

  it("refuses to send a quote outside NJ and NY, naming the address's state", async () => {
    const quote = await insertQuote({ state: "PA" });
    const draft = await draftFor(cookie, quote.id);
    const response = await send(cookie, draft.id);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { fields: Record<string, string> };
    expect(Object.keys(body.fields)).toEqual(["quote.state"]);
    expect((await frozenOf(draft.id)) ?? null).toBeNull();
  });

  it("refuses to send with 422 naming each missing term, then sends once they are filled", async () => {
    expect((await putSettings(EMPTY_CONTRACT_SETTINGS)).status).toBe(200);
    try {
      const quote = await insertQuote({ state: "NJ" });
      const { startDate: _s, completionDate: _c, ...withoutDates } = threeOptions({ warranty: "" });
      const draft = await draftFor(cookie, quote.id, withoutDates);
      const response = await send(cookie, draft.id);
      expect(response.status).toBe(422);
      const { fields } = (await response.json()) as { fields: Record<string, string> };
      expect(Object.keys(fields).sort()).toEqual(
        [
          "completionDate",
          "settings.address",
          "settings.insurer",
          "settings.insurerPhone",
          "settings.legalName",
          "settings.njRegistration",
          "settings.phone",
          "settings.policyNumber",
          "startDate",
          "warranty",
        ].sort(),
      );
      expect(fields.startDate).toMatch(/start date/);
      expect((await frozenOf(draft.id)) ?? null).toBeNull();

      expect((await putSettings(DEMO_CONTRACT_SETTINGS)).status).toBe(200);
      await adminCall(cookie, `/api/admin/proposals/${draft.id}`, { method: "PUT", body: threeOptions() });
      expect((await send(cookie, draft.id)).status).toBe(201);
    } finally {
      await putSettings(DEMO_CONTRACT_SETTINGS);
    }
  });

  it("reads and saves Settings → Contract for admins only, 400 naming a bad field", async () => {
    const read = await adminCall(cookie, "/api/admin/contract-settings");
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual(DEMO_CONTRACT_SETTINGS);
    const bad = await putSettings({ ...DEMO_CONTRACT_SETTINGS, nyLicences: [{ county: "", number: "1" }] });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fields: object }).fields)).toEqual(["nyLicences.0.county"]);
    expect((await adminCall("", "/api/admin/contract-settings")).status).toBe(401);
  });
});

describe("New York licences by the county or city of the job's ZIP (GBL § 771(1)(a))", () => {
  const withLicences = async (nyLicences: { county: string; number: string }[], run: () => Promise<void>) => {
    expect((await putSettings({ ...DEMO_CONTRACT_SETTINGS, nyLicences })).status).toBe(200);
    try {
      await run();
    } finally {
      await putSettings(DEMO_CONTRACT_SETTINGS);
    }
  };

  it("a New Jersey job needs none: sent with no New York licence on file, none printed", async () => {
    await withLicences([], async () => {
      const { proposal, token } = await sentProposal(cookie, { state: "NJ", city: "Morristown", zipCode: "07960" });
      expect((await frozenOf(proposal.id)).contract!.contractor.licences).toEqual([]);
      const page = await (await customerCall(`/proposal/${token}`, { ip: nextIp() })).text();
      expect(page).not.toContain("County licence");
    });
  });

  it("a New York job in a licensed county prints that county's licence on the page and in the signed record", async () => {
    const { proposal, token } = await sentProposal(cookie, { state: "NY", city: "White Plains", zipCode: "10601" });
    expect((await frozenOf(proposal.id)).contract!.contractor.licences).toEqual([
      { county: "Westchester", number: "WC-DEMO-0000" },
    ]);
    const page = await (await customerCall(`/proposal/${token}`, { ip: nextIp() })).text();
    expect(page).toContain(escapeHtml(contractStrings.licence("Westchester")));
    expect(page).toContain("WC-DEMO-0000");
    expect(page).not.toContain("RC-DEMO-0000");
  });

  it("a New York job in a county with no licence on file: Send refused naming it; sent once it is saved", async () => {
    const quote = await insertQuote({ state: "NY", city: "Mineola", zipCode: "11501" });
    const draft = await draftFor(cookie, quote.id);
    const refused = await send(cookie, draft.id);
    expect(refused.status).toBe(422);
    const { fields } = (await refused.json()) as { fields: Record<string, string> };
    expect(Object.keys(fields)).toEqual(["settings.nyLicences.Nassau"]);
    expect(fields["settings.nyLicences.Nassau"]).toMatch(/Nassau County home improvement licence number .*11501/);
    expect((await frozenOf(draft.id)) ?? null).toBeNull();
    const nassau = { county: "Nassau", number: "H-DEMO-1234" };
    await withLicences([...DEMO_CONTRACT_SETTINGS.nyLicences, nassau], async () => {
      expect((await send(cookie, draft.id)).status).toBe(201);
      expect((await frozenOf(draft.id)).contract!.contractor.licences).toEqual([nassau]);
    });
  });
});
