import { describe, expect, it } from "vitest";
import { allocatePayments, type AllocatedInvoice, type AllocatedPayment } from "./invoice-allocation";

const invoice = (id: number, amountCents: number, extra: Partial<AllocatedInvoice> = {}): AllocatedInvoice => ({
  id,
  proposalId: 7,
  number: id,
  isDeposit: id === 1,
  amountCents,
  status: "sent",
  ...extra,
});
const cheque = (id: number, amountCents: number, extra: Partial<AllocatedPayment> = {}): AllocatedPayment => ({
  id,
  proposalId: null,
  purpose: "payment",
  method: "cheque",
  status: "paid",
  amountCents,
  refundedCents: 0,
  invoiceId: null,
  ...extra,
});
const three = [invoice(1, 3000), invoice(2, 4000), invoice(3, 3000)];

describe("allocatePayments", () => {
  it("fills the oldest unpaid invoices in number order; a partial payment leaves the rest due", () => {
    expect([...allocatePayments(three, [cheque(1, 5000)])]).toEqual([
      [1, 3000],
      [2, 2000],
      [3, 0],
    ]);
  });

  it("counts a payment made for an invoice there first; cheques skip what is paid", () => {
    const deposit = cheque(9, 3000, { method: "stripe", purpose: "deposit", proposalId: 7 });
    const online = cheque(10, 3000, { method: "stripe", invoiceId: 3 });
    expect([...allocatePayments(three, [online, deposit, cheque(1, 4000)])]).toEqual([
      [1, 3000],
      [2, 4000],
      [3, 3000],
    ]);
  });

  it("takes refunds off: a refunded cheque leaves the newest invoice it filled short", () => {
    const refunded = cheque(2, 3000, { refundedCents: 2500 });
    expect(allocatePayments(three, [cheque(1, 4000), refunded]).get(2)).toBe(1500);
  });

  it("ignores payments not paid and cancelled invoices; a cancelled invoice's own payment goes to the oldest", () => {
    const cancelled = [invoice(1, 3000), invoice(2, 4000, { status: "cancelled" }), invoice(3, 3000)];
    const dropped = cheque(3, 1000, { method: "stripe", invoiceId: 2 });
    const map = allocatePayments(cancelled, [cheque(1, 9000, { status: "pending" }), dropped]);
    expect([...map]).toEqual([
      [1, 1000],
      [3, 0],
    ]);
  });
});
