/**
 * The phase-2 e-mail's copy, changed twice: no thanks for a conversation that has not happened
 * (issue 25), and a link to the customer's booking page (issue 23). A fresh seed has both, and each
 * migration rewrites a phase-2 template still exactly as seeded before, never one an admin edited.
 */
import { beforeEach, describe, expect, it } from "vitest";
import * as thanks from "../../migrations/2026-11-25T0800_phase_two_template_copy";
import * as bookingLink from "../../migrations/2026-11-26T0900_phase_two_booking_link";
import { seedTestDatabase, testDb } from "../support/db";

const phaseTwo = () =>
  testDb()
    .selectFrom("emailTemplates")
    .select(["htmlContent", "textContent"])
    .where("name", "=", "quote-phase-2")
    .executeTakeFirstOrThrow();

const setPhaseTwo = (htmlContent: string, textContent: string | null) =>
  testDb()
    .updateTable("emailTemplates")
    .set({ htmlContent, textContent })
    .where("name", "=", "quote-phase-2")
    .execute();

/** Each change: its migration, the ones after it (undone first), and a phrase of the copy before and after. */
const changes = [
  {
    name: "no thanks for speaking with us",
    migration: thanks,
    later: [bookingLink],
    before: "Thank you for speaking with us",
    after: "The next step for your {{projectType}} project is an",
  },
  {
    name: "the booking link",
    migration: bookingLink,
    later: [],
    before: "Please call us at {{businessPhone}} or reply to this e-mail",
    after: "Choose a time that suits you",
  },
];

/** The phase-2 template as a fresh database is seeded with it. */
beforeEach(async () => {
  await testDb().deleteFrom("emailTemplates").where("name", "=", "quote-phase-2").execute();
  await seedTestDatabase();
});

describe.each(changes)("phase-2 template copy: $name", ({ migration, later, before, after }) => {
  it("is seeded", async () => {
    const seeded = await phaseTwo();
    for (const body of [seeded.htmlContent, seeded.textContent]) {
      expect(body).not.toContain(before);
      expect(body).toContain(after);
    }
    expect(seeded.htmlContent).toContain('<a href="{{bookingLink}}">');
    expect(seeded.textContent).toContain("at {{bookingLink}},");
  });

  it("rewrites the template as seeded before, and leaves an edited one alone", async () => {
    for (const step of later) await step.down(testDb());
    await migration.down(testDb());
    const old = await phaseTwo();
    expect(old.htmlContent).toContain(before);
    expect(old.textContent).toContain(before);

    await migration.up(testDb());
    const rewritten = await phaseTwo();
    expect(rewritten.htmlContent).not.toContain(before);
    expect(rewritten.textContent).toContain(after);

    await migration.down(testDb());
    const edited = `${old.htmlContent}<p>Our own words.</p>`;
    await setPhaseTwo(edited, old.textContent);
    await migration.up(testDb());
    expect(await phaseTwo()).toEqual({ htmlContent: edited, textContent: old.textContent });
  });
});
