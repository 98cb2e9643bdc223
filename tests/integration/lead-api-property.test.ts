/**
 * Property: whatever JSON arrives at the lead endpoints (random values, objects shaped almost like
 * the forms, hostile strings), the answer is never a 5xx.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { seedTestDatabase } from "../support/db";
import { postContact, postQuote, validContact, validQuote } from "../support/leads";

beforeAll(async () => {
  delete process.env.POSTMARK_SERVER_TOKEN;
  process.env.LEAD_RATE_LIMIT = "100000";
  vi.spyOn(console, "info").mockImplementation(() => undefined);
  await seedTestDatabase({ withDevAdmin: false });
});

/** Strings that have broken servers before: NUL, lone surrogates, SQL and HTML, huge numbers. */
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme-composite" }),
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\ud800",
    "'; drop table quotes; --",
    "<script>alert(1)</script>",
    "1e400",
    " ",
  ),
);
const anyJsonValue = fc.oneof(fc.jsonValue(), hostileString, fc.double(), fc.constant(null));

/** Objects carrying the form's keys with random values, so validation is exercised deeply. */
function shapedLike(template: Record<string, unknown>) {
  const keys = [...Object.keys(template), "website", "formFillMs", "leadSource", "status", "phase", "__proto__"];
  return fc
    .tuple(fc.dictionary(fc.constantFrom(...keys), anyJsonValue), fc.boolean())
    .map(([random, startValid]) => (startValid ? { ...template, ...random } : random));
}

const bodies = (template: Record<string, unknown>) =>
  fc.oneof(fc.jsonValue(), fc.object(), shapedLike(template)).map((value) => JSON.stringify(value) ?? "null");

describe.each([
  ["/api/contact", postContact, validContact()],
  ["/api/quotes", postQuote, validQuote()],
] as const)("%s under random JSON", (_path, post, template) => {
  it("never answers with a 5xx", async () => {
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(
        bodies(template),
        fc.oneof(fc.constant(undefined), fc.uuid(), fc.string({ maxLength: 120 })),
        async (raw, key) => {
          const response = await post(null, { raw, idempotencyKey: key });
          seen.add(response.status);
          expect(response.status).toBeLessThan(500);
          expect([201, 400, 413, 422, 429]).toContain(response.status);
        },
      ),
      // The valid form body runs first, so the database write is always among the runs; the random
      // ones alone reach it only a few times in 150 (a shaped body must also draw a usable key).
      { numRuns: 150, examples: [[JSON.stringify(template), undefined]] },
    );
    // The runs reached both the validator's refusals and the database write.
    expect(seen).toContain(400);
    expect(seen).toContain(201);
  });
});
