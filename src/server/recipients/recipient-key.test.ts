import { describe, expect, it } from "vitest";
import { normaliseRecipient, recipientKey } from "./recipient-key";

describe("normaliseRecipient", () => {
  it.each([
    ["Victim@Stranger.example", "victim@stranger.example"],
    ["victim+1@stranger.example", "victim@stranger.example"],
    ["victim+a+b@stranger.example", "victim@stranger.example"],
    ["v.ictim@stranger.example", "v.ictim@stranger.example"],
    ["V.ictim+x@Gmail.com", "victim@gmail.com"],
    ["v.i.c.t.i.m@googlemail.com", "victim@gmail.com"],
    ["+only@stranger.example", "+only@stranger.example"],
  ])("%s → %s", (email, expected) => {
    expect(normaliseRecipient(email).address).toBe(expected);
  });

  it("keys spellings of one mailbox alike and other mailboxes apart", () => {
    expect(recipientKey("victim+1@gmail.com")).toBe(recipientKey("v.ictim@googlemail.com"));
    expect(recipientKey("victim@gmail.com")).not.toBe(recipientKey("victim@stranger.example"));
    expect(recipientKey("x@y.example")).toMatch(/^[0-9a-f]{64}$/);
  });
});
