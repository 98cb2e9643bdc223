/** The invoices' domain errors (decision 049); the error map answers them by their base classes. */
import { Conflict, NotFound } from "../errors";

/** A link that opens no sent invoice (unknown, malformed, or one not sent yet): the same 404 page. */
export class InvoiceNotFound extends NotFound {
  constructor() {
    super("Invoice not found");
  }
}

/** An invoice by id (console): 404. */
export class InvoiceIdNotFound extends NotFound {
  constructor(readonly invoiceId: number) {
    super("Invoice not found");
  }
}

/** Sending a paid or cancelled invoice: 409. */
export class InvoiceConflict extends Conflict {}
