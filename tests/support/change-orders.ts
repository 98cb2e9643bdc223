/**
 * Change-order tests' shared steps (change-orders, change-order-pdf): a contract signed by the
 * customer, the owner's change order (by default the first option's lines plus rotten decking),
 * and the customer's signature of it from a fresh address, as the page's form posts it.
 */
import { adminCall, customerPost, sentProposal, signFirstOption, threeOptions } from "./proposals";

export const firstLines = threeOptions().options[0]!.lineItems;
export const EXTRA = { description: "Replace rotten decking", quantity: 2, unit: "sheet", unitPriceCents: 9_500 };

/** `cookie`: the file's admin session (set in its beforeAll); `nextIp`: the file's address counter. */
export function changeOrderSteps(cookie: () => string, nextIp: () => string) {
  const body = (overrides: Record<string, unknown> = {}) => ({
    note: "Rotten decking found under the north slope.",
    lineItems: [...firstLines, EXTRA],
    startDate: "",
    completionDate: "",
    ...overrides,
  });
  const issue = (proposalId: number, payload: unknown, key?: string) =>
    adminCall(cookie(), `/api/admin/proposals/${proposalId}/change-orders`, {
      method: "POST",
      body: payload,
      headers: key ? { "Idempotency-Key": key } : {},
    });
  const sign = (token: string, number: number, fields: Record<string, string> = {}) =>
    customerPost(
      `/proposal/${token}/change-order`,
      { number: String(number), fullName: "Harriet Vane", consent: "yes", ...fields },
      { ip: nextIp(), headers: { "user-agent": "Phone/3.0" } },
    );
  async function signedContract() {
    const sent = await sentProposal(cookie(), { state: "NJ" });
    await signFirstOption(sent.token, sent.proposal, nextIp());
    return sent;
  }
  return { body, issue, sign, signedContract };
}
