/**
 * Issue 25, item 10: the owner's lead e-mail says how urgent the lead is in its subject, links
 * straight to the lead in the console and prints times in the business's zone (never UTC); the
 * CSV exports print business-local times spreadsheets read as dates and the assignee's name.
 * Leads go through the public functions; real Postgres, mail read from the outbox.
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import { formatBusinessTime } from "../../src/shared/format";
import { adminSessions, insertQuote, type AdminSessions } from "../support/admin-session";
import { seedTestDatabase, testDb } from "../support/db";
import { callFunction, type FunctionModule } from "../support/functions";
import { postContact, postQuote, uniqueIp, useLeadTestEnvironment, validContact, validQuote } from "../support/leads";

process.env.SITE_URL = "https://slate.example";
useLeadTestEnvironment();

let sessions: AdminSessions;

beforeAll(async () => {
  await seedTestDatabase({ withDevAdmin: false });
  sessions = await adminSessions("owner-mail");
});

const ISO_UTC = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

async function notificationOf(kind: "contact" | "quote", id: number) {
  const column = kind === "contact" ? "contactSubmissionId" : "quoteId";
  return testDb()
    .selectFrom("emailOutbox")
    .selectAll()
    .where(column, "=", id)
    .where("tag", "=", `${kind}-notification`)
    .executeTakeFirstOrThrow();
}

async function submitted(response: Response): Promise<number> {
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

describe("the owner's lead e-mail", () => {
  it("an urgent quote: URGENT · active leak · town in the subject, a console link, the time in ET", async () => {
    const id = await submitted(
      await postQuote(validQuote({ urgency: "urgent", city: "Montclair", projectType: "repair" }), { ip: uniqueIp() }),
    );
    const mail = await notificationOf("quote", id);
    expect(mail.subject).toBe("URGENT · active leak · Montclair · Thomas Ashby, Repair");
    const link = `https://slate.example/admin/quotes/${id}`;
    expect(mail.htmlBody).toContain(`href="${link}"`);
    expect(mail.textBody).toContain(link);
    const quote = await testDb()
      .selectFrom("quotes")
      .select("createdAt")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(mail.textBody).toContain(`Received: ${formatBusinessTime(quote.createdAt)}`);
    expect(formatBusinessTime(quote.createdAt)).toMatch(/^\w{3} \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M ET$/);
    expect(mail.textBody).not.toMatch(ISO_UTC);
    expect(mail.htmlBody).not.toMatch(ISO_UTC);
  });

  it("a standard quote keeps the plain subject; a flagged one is still marked as possible spam", async () => {
    const standard = await submitted(await postQuote(validQuote({ urgency: "standard" }), { ip: uniqueIp() }));
    expect((await notificationOf("quote", standard)).subject).toBe(
      "New quote request from Thomas Ashby: Restoration, Morristown NJ",
    );
    const flagged = await submitted(
      await postQuote(validQuote({ urgency: "urgent", website: "bot" }), { ip: uniqueIp() }),
    );
    expect((await notificationOf("quote", flagged)).subject).toMatch(/^\[Possible spam\] URGENT · active leak · /);
  });

  it("a contact asking for emergency repair is URGENT; others are not; both link to the contact", async () => {
    const emergency = await submitted(
      await postContact(validContact({ serviceType: "Emergency Repair" }), { ip: uniqueIp() }),
    );
    const mail = await notificationOf("contact", emergency);
    expect(mail.subject).toBe("URGENT · emergency repair · Eleanor Whitcombe");
    expect(mail.textBody).toContain(`https://slate.example/admin/contacts/${emergency}`);
    expect(mail.textBody).not.toMatch(ISO_UTC);
    const plain = await submitted(await postContact(validContact(), { ip: uniqueIp() }));
    expect((await notificationOf("contact", plain)).subject).toBe("New consultation request from Eleanor Whitcombe");
  });
});

describe("CSV exports", () => {
  const csvLines = async (module: FunctionModule, path: string) => {
    const response = await callFunction(module, path, { cookie: sessions.adminCookie });
    expect(response.status).toBe(200);
    return (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
  };
  const column = (lines: string[], header: string) => {
    const index = lines[0]!.split(",").indexOf(header);
    expect(index).toBeGreaterThanOrEqual(0);
    return lines.slice(1).map((line) => line.split(",")[index]);
  };

  it("quotes: business-local times spreadsheets read as dates, and the assignee's name", async () => {
    const owner = await testDb()
      .selectFrom("users")
      .select("id")
      .where("email", "=", "owner-mail-admin@alpine.test")
      .executeTakeFirstOrThrow();
    await insertQuote({
      lastName: "Csvwinter",
      description: "No commas here",
      createdAt: new Date("2026-11-24T20:59:00Z"),
      lastContactDate: new Date("2026-07-01T13:05:00Z"),
      assignedTo: owner.id,
    });
    const lines = await csvLines(adminApi, "/api/admin/export/quotes.csv?q=Csvwinter");
    expect(lines).toHaveLength(2);
    expect(column(lines, "Received")).toEqual(["2026-11-24 15:59"]);
    expect(column(lines, "Last contact")).toEqual(["2026-07-01 09:05"]);
    expect(column(lines, "Assigned to")).toEqual(["Test Admin"]);
    expect(lines.join("\n")).not.toContain(owner.id);
  });

  it("contacts: business-local times", async () => {
    await testDb()
      .insertInto("contactSubmissions")
      .values({
        firstName: "Ada",
        lastName: "Csvcontact",
        email: "ada@csv.example",
        message: "A plain enquiry without commas",
        createdAt: new Date("2026-01-15T05:30:00Z"),
      })
      .execute();
    const lines = await csvLines(adminApi, "/api/admin/export/contacts.csv?q=csvcontact");
    expect(column(lines, "Received")).toEqual(["2026-01-15 00:30"]);
  });
});
