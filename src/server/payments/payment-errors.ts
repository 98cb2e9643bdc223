/** The payments' domain errors (decision 046); the error map answers them by their base classes. */
import { Conflict, NotFound } from "../errors";

/** Why a deposit cannot be paid online now; the page says so by this key. */
export type PaymentRefusal =
  "cancelled" | "paid" | "processing" | "notSigned" | "noDeposit" | "offline" | "unavailable";

/** Paying a cancelled, unsigned or already-paid deposit, or with Stripe off or unreachable: 409, a clear page. */
export class PaymentRefused extends Conflict {
  constructor(readonly reason: PaymentRefusal) {
    super(`Payment refused: ${reason}`);
  }
}

/** A payment by id (console): 404. */
export class PaymentNotFound extends NotFound {
  constructor(readonly paymentId: number) {
    super("Payment not found");
  }
}
