import { describe, expect, it } from "vitest";
import {
  isSuppressed,
  liftSuppression,
  suppressAddress,
  suppressionsOf,
} from "../../src/server/email/suppressions.repository";
import { testDb } from "../support/db";

describe("the suppression list", () => {
  const db = testDb;

  it("suppresses one mailbox whatever its spelling, once per reason, and lifts a reason", async () => {
    expect(await isSuppressed(db(), "ann.lee@gmail.com")).toBe(false);
    await suppressAddress(db(), "Ann.Lee+roof@gmail.com", "hard-bounce", "The server was unable to deliver");
    await suppressAddress(db(), "annlee@googlemail.com", "hard-bounce", "a second bounce");
    await suppressAddress(db(), "annlee@gmail.com", "unsubscribed");
    const reasons = await suppressionsOf(db(), "ann.lee@gmail.com");
    expect(reasons.map((r) => [r.reason, r.detail])).toEqual([
      ["hard-bounce", "The server was unable to deliver"],
      ["unsubscribed", null],
    ]);
    expect(await isSuppressed(db(), "someone.else@gmail.com")).toBe(false);
    expect(await liftSuppression(db(), "ann.lee@gmail.com", "unsubscribed")).toBe(true);
    expect(await liftSuppression(db(), "ann.lee@gmail.com", "unsubscribed")).toBe(false);
    expect(await isSuppressed(db(), "ann.lee@gmail.com")).toBe(true);
  });

  it("refuses a reason the list does not know", async () => {
    await expect(
      db()
        .insertInto("emailSuppressions")
        .values({ recipientKey: "x".repeat(64), reason: "bored" as never, detail: null })
        .execute(),
    ).rejects.toThrow(/check constraint/);
  });
});
