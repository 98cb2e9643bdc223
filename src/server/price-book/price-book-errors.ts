/** The price book's domain errors; the shared error map answers them by their base class (404, 409). */
import { Conflict, FIELDS_MESSAGE, NotFound } from "../errors";
import { priceBookStrings } from "../../shared/strings/price-book";

const m = priceBookStrings.messages;

export class PriceBookItemNotFound extends NotFound {
  constructor(readonly id: number) {
    super(m.notFound);
  }
}

/** Another item has this description with this unit (case aside): 409 naming `description`. */
export class PriceBookItemTaken extends Conflict {
  override readonly fields = { description: m.taken };
  constructor() {
    super(FIELDS_MESSAGE);
  }
}

/** The price book holds PRICE_BOOK_MAX items already (409). */
export class PriceBookFull extends Conflict {
  constructor(max: number) {
    super(m.full(max));
  }
}
