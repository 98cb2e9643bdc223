/**
 * The phase-2 e-mail's copy (issue 25): a fresh seed has the new first sentence, and the migration
 * rewrites a phase-2 template still exactly as seeded before, never one an admin edited.
 */
import { describe, expect, it } from "vitest";
import { down, up } from "../../migrations/2026-11-25T0800_phase_two_template_copy";
import { seedTestDatabase, testDb } from "../support/db";

const THANKS = "Thank you for speaking with us";
const NEXT_STEP = "The next step for your {{projectType}} project is an";

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

describe("phase-2 template copy", () => {
  it("is seeded without thanks for a conversation that has not happened", async () => {
    await seedTestDatabase();
    const seeded = await phaseTwo();
    for (const body of [seeded.htmlContent, seeded.textContent]) {
      expect(body).not.toContain(THANKS);
      expect(body).toContain(NEXT_STEP);
    }
  });

  it("rewrites the template as seeded before, and leaves an edited one alone", async () => {
    await seedTestDatabase();
    await down(testDb());
    const before = await phaseTwo();
    expect(before.htmlContent).toContain(THANKS);
    expect(before.textContent).toContain(THANKS);

    await up(testDb());
    const after = await phaseTwo();
    expect(after.htmlContent).not.toContain(THANKS);
    expect(after.textContent).toContain(NEXT_STEP);

    await down(testDb());
    const edited = `${before.htmlContent}<p>Our own words.</p>`;
    await setPhaseTwo(edited, before.textContent);
    await up(testDb());
    expect(await phaseTwo()).toEqual({ htmlContent: edited, textContent: before.textContent });
  });
});
