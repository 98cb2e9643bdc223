/**
 * Issue 34, item 17: the automatic thank-you (the phase-1 e-mail queued when a quote request comes
 * in) promises contact the way the customer chose: a call, a text or an e-mail; the rest of the
 * seeded wording stays as it was, and still nothing the visitor typed.
 */
import { describe, expect, it } from "vitest";
import { contactPromises } from "../../src/shared/options";
import { testDb } from "../support/db";
import { postQuote, uniqueIp, useAutomaticMailTestEnvironment, validQuote } from "../support/leads";

useAutomaticMailTestEnvironment();

async function thankYouFor(preferredContactMethod: string) {
  const email = `prefers-${preferredContactMethod}@example.org`;
  const response = await postQuote(validQuote({ email, preferredContactMethod }), { ip: uniqueIp() });
  expect(response.status).toBe(201);
  return testDb()
    .selectFrom("emailOutbox")
    .select(["htmlBody", "textBody"])
    .where("toAddress", "=", email)
    .where("tag", "=", "quote-phase-1")
    .executeTakeFirstOrThrow();
}

describe("the automatic thank-you follows the contact preference", () => {
  it.each([
    ["phone", contactPromises.phone],
    ["text", contactPromises.text],
    ["email", contactPromises.email],
  ])("%s: says '%s', the rest verbatim", async (method, promise) => {
    const mail = await thankYouFor(method);
    const sentence = `Within 24 hours, ${promise} to talk through the project and arrange a visit to the property.`;
    expect(mail.textBody).toContain(sentence);
    expect(mail.htmlBody).toContain(`${promise} to talk through the project and arrange a visit to the property.`);
    for (const other of Object.values(contactPromises).filter((p) => p !== promise)) {
      expect(mail.textBody).not.toContain(other);
    }
    expect(mail.textBody).toContain("At the visit, we inspect the roof and attic, measure every slope");
  });
});
