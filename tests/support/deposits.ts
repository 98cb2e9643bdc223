/**
 * Deposit tests' shared steps (decision 046): a NJ proposal sent and signed by the customer, with
 * "Approve & pay deposit" (pay=now: the answer is the redirect to Checkout) or "Sign now, pay later".
 */
import { expect } from "vitest";
import { testDb } from "./db";
import { ipCounter } from "./functions";
import { customerPost, sentProposal } from "./proposals";

export const nextIp = ipCounter("198.51.100");

export async function signedProposal(cookie: string, pay: "now" | "later" = "now", optionIndex = 0) {
  const sent = await sentProposal(cookie, { state: "NJ" });
  const option = sent.proposal.options[optionIndex]!;
  const answer = await customerPost(
    `/proposal/${sent.token}/accept`,
    { optionId: option.id, fullName: "Harriet Vane", consent: "yes", pay },
    { ip: nextIp() },
  );
  expect(answer.status).toBe(303);
  return { ...sent, option, location: answer.headers.get("location") ?? "" };
}

export const depositOf = (proposalId: number) =>
  testDb().selectFrom("payments").selectAll().where("proposalId", "=", proposalId).executeTakeFirst();

export const paymentById = (id: number) =>
  testDb().selectFrom("payments").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
