/**
 * Booking the free consultation end to end (issue 23), in Chromium at 375 px against the
 * production build: a visitor sends the contact form, follows the thank-you view's link to the
 * booking page (found through the cookie the form's answer set), books a time with a plain form
 * post, and the confirmation with its .ics invitation is in the outbox; the visitor then moves
 * the booking through its link (same UID, SEQUENCE 1). Each change answers with the booking's new
 * link, and the one it replaced says so (issue 33). The owner finds it on the agenda, blocks the
 * next day that had open times, and the visitor's list no longer offers that day; the visitor then
 * cancels through the link (METHOD:CANCEL), all within the booking caps (issue 33).
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/schema";
import { BOOKING_THANK_YOU_LINK } from "../../src/shared/booking";
import { formatBusinessDay } from "../../src/shared/format";
import { agendaStrings, bookingPageStrings as text } from "../../src/shared/strings/booking";
import { contactFormStrings } from "../../src/shared/strings/leads";
import { signInAsDevAdmin } from "./support/admin";
import { axeViolations, openPage, VIEWPORTS, type TestPage } from "./support/browser";
import { fillByLabel, untilHumanPace } from "./support/leads";
import { closeSuite, openE2eDatabase } from "./support/suite";

let db: Db;
let visitor: TestPage;
let owner: TestPage;
const email = `e2e-booking-${Date.now()}@example.com`;
/** The visitor's current link: the lead's until booked, then the booking's, new at each move. */
let bookingPath: string;
let contactId: number;

/** "YYYY-MM-DD" of an instant in New York. */
const nyDay = (instant: string | Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date(instant));

/** The link the visitor's page is on now, without the "?booked" of a change's answer. */
const pathOf = (page: Page) => new URL(page.url()).pathname;

/** An earlier link after a change: the page says it was replaced, and shows no booking. */
async function expectReplaced(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole("heading", { name: text.gone.replaced.title, level: 1 }).waitFor();
  expect(await offeredSlots(page)).toEqual([]);
  expect(await page.getByRole("heading", { name: text.yourBooking }).count()).toBe(0);
}

/** The slot starts the booking page offers to book or move to. */
const offeredSlots = (page: Page) =>
  page.locator('input[name="slot"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

/** The invitations queued for the visitor, oldest first, decoded. */
async function invitations() {
  const rows = await db
    .selectFrom("emailOutbox")
    .select(["attachments", "tag"])
    .where("toAddress", "=", email)
    .where("tag", "in", ["booking-confirmed", "booking-moved"])
    .orderBy("createdAt")
    .execute();
  return rows.map((row) => {
    const [attachment] = row.attachments ?? [];
    return { ...attachment!, text: Buffer.from(attachment!.Content, "base64").toString("utf8") };
  });
}

const field = (ics: string, name: string) => new RegExp(`\\r\\n${name}[:;]([^\\r]*)\\r\\n`).exec(ics)?.[1];

beforeAll(async () => {
  db = openE2eDatabase();
  visitor = await openPage({ viewport: VIEWPORTS.mobile });
  owner = await openPage({ viewport: VIEWPORTS.mobile });
});

afterAll(async () => {
  await owner.close();
  await closeSuite({ session: visitor, db });
});

describe("booking the free consultation", { timeout: 240_000 }, () => {
  it("is booked from the contact form's thank-you view, with an .ics invitation in the outbox", async () => {
    const page = visitor.page;
    await page.goto("/contact");
    await page
      .locator("form[data-hydrated]")
      .getByRole("button", { name: contactFormStrings.submit })
      .and(page.locator(":not([disabled])"))
      .waitFor();
    const labels = contactFormStrings.labels;
    await fillByLabel(page, {
      [labels.firstName]: "Imogen",
      [labels.lastName]: "Ashcombe",
      [labels.email]: email,
    });
    await page.getByLabel(labels.message).fill("Slates slipping on the north side; please come and look.");
    // The booking link is only for a lead our form token measured at a human pace (issue 33).
    await untilHumanPace(page);
    await page.getByRole("button", { name: contactFormStrings.submit }).click();
    await page.getByRole("heading", { name: contactFormStrings.successHeading }).waitFor();

    await page.getByRole("link", { name: BOOKING_THANK_YOU_LINK }).click();
    await page.getByRole("heading", { name: text.title, level: 1 }).waitFor();
    const leadPath = pathOf(page);
    expect(leadPath).toMatch(/^\/book\/c\d+\.[A-Za-z0-9_-]{43}$/);
    contactId = Number(/^\/book\/c(\d+)\./.exec(leadPath)![1]);
    await page.getByText(text.timesIn("ET")).waitFor();
    expect(await page.locator("script").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const [first] = await offeredSlots(page);
    expect(first).toBeTruthy();
    await page.locator(`form:has(input[name="slot"][value="${first}"]) button`).click();
    await page.waitForURL(/\?booked$/);
    await page.getByRole("heading", { name: text.yourBooking }).waitFor();
    await page.getByText(text.confirmationSent).waitFor();
    bookingPath = pathOf(page);
    expect(bookingPath).toMatch(/^\/book\/b\d+s0\.[A-Za-z0-9_-]{43}$/);
    await expectReplaced(page, leadPath);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const [invitation] = await invitations();
    expect(invitation!.ContentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    expect(field(invitation!.text, "METHOD")).toBe("REQUEST");
    expect(invitation!.text).toContain("BEGIN:VTIMEZONE\r\nTZID:America/New_York");
    expect(field(invitation!.text, "SEQUENCE")).toBe("0");
    expect(invitation!.text).toMatch(/\r\nDTSTART;TZID=America\/New_York:\d{8}T\d{6}\r\n/);
  });

  it("is moved by the visitor through its link: the same UID with SEQUENCE 1, and a new link", async () => {
    const page = visitor.page;
    await page.goto(bookingPath);
    await page.getByRole("heading", { name: text.moveHeading }).waitFor();
    const booked = await db
      .selectFrom("bookings")
      .selectAll()
      .where("status", "=", "booked")
      .where("contactSubmissionId", "=", contactId)
      .executeTakeFirstOrThrow();
    const target = (await offeredSlots(page)).find((slot) => slot !== booked.startsAt.toISOString())!;
    await page.locator(`form:has(input[name="slot"][value="${target}"]) button`).click();
    // A move asks first (issue 34, item 14): one stray tap changes nothing.
    await page.getByRole("button", { name: text.confirmMoveYes }).click();
    await page.waitForURL(/\?booked$/);
    const replaced = bookingPath;
    bookingPath = pathOf(page);
    expect(bookingPath).toMatch(/^\/book\/b\d+s1\./);
    await expectReplaced(page, replaced);
    const moved = await db.selectFrom("bookings").selectAll().where("id", "=", booked.id).executeTakeFirstOrThrow();
    expect(moved.startsAt.toISOString()).toBe(target);
    expect(moved.sequence).toBe(1);
    const [first, second] = await invitations();
    expect(field(second!.text, "UID")).toBe(field(first!.text, "UID"));
    expect(field(second!.text, "SEQUENCE")).toBe("1");
  });

  it("shows on the owner's agenda; the owner blocks the next open day and the slot list honours it", async () => {
    const booking = await db
      .selectFrom("bookings")
      .selectAll()
      .where("status", "=", "booked")
      .where("contactSubmissionId", "=", contactId)
      .executeTakeFirstOrThrow();
    const bookedDay = nyDay(booking.startsAt);
    await visitor.page.goto(bookingPath);
    const nextDay = (await offeredSlots(visitor.page)).map(nyDay).find((day) => day > bookedDay)!;
    expect(nextDay).toBeTruthy();

    const page = owner.page;
    await page.goto(`/login?next=${encodeURIComponent(`/admin/agenda?week=${bookedDay}`)}`);
    await signInAsDevAdmin(page);
    await page.waitForURL(/\/admin\/agenda\?week=/, { timeout: 60_000 });
    const day = page.getByRole("region", { name: formatBusinessDay(`${bookedDay}T12:00:00Z`) });
    await day.getByRole("link", { name: "Imogen Ashcombe" }).waitFor({ timeout: 30_000 });
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // A required field's label ends in its (aria-hidden) mark: "Day*".
    const blockDay = page.getByLabel(new RegExp(`^${agendaStrings.blockDay}\\*?$`));
    // Blocking the booked day warns and offers to move the consultation instead (issue 34, item 14).
    await blockDay.fill(bookedDay);
    await page.getByRole("button", { name: agendaStrings.blockSubmit, exact: true }).click();
    const warning = page.getByRole("alert").filter({ hasText: agendaStrings.blockCovers });
    await warning.getByRole("button", { name: `${agendaStrings.move}: Imogen Ashcombe` }).waitFor();
    await blockDay.fill(nextDay);
    await page.getByLabel(agendaStrings.blockReason).fill("Job in Chester");
    await page.getByRole("button", { name: agendaStrings.blockSubmit, exact: true }).click();
    await page.getByText(agendaStrings.blockAdded, { exact: true }).first().waitFor();

    await visitor.page.goto(bookingPath);
    const after = (await offeredSlots(visitor.page)).map(nyDay);
    expect(after.length).toBeGreaterThan(0);
    expect(after).not.toContain(nextDay);
  });

  it("is cancelled by the visitor through the link: METHOD:CANCEL, and the times are offered again", async () => {
    const page = visitor.page;
    await page.goto(bookingPath);
    await page.getByRole("button", { name: text.cancel }).click();
    // A cancel asks first too (issue 34, item 14).
    await page.getByRole("button", { name: text.confirmCancelYes }).click();
    await page.waitForURL(/\?cancelled$/);
    await page.getByText(text.cancelled).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect((await offeredSlots(page)).length).toBeGreaterThan(0);
    const cancel = await db
      .selectFrom("emailOutbox")
      .select("attachments")
      .where("toAddress", "=", email)
      .where("tag", "=", "booking-cancelled")
      .executeTakeFirstOrThrow();
    const ics = Buffer.from(cancel.attachments![0]!.Content, "base64").toString("utf8");
    expect(field(ics, "METHOD")).toBe("CANCEL");
    expect(field(ics, "SEQUENCE")).toBe("2");
  });
});
