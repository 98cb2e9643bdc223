/** The errors of change orders (issue 31 item 3); src/server/http/error-map.ts gives their statuses. */
import { InvalidInput, NotFound } from "../errors";

/** A change order the contract cannot take (no change, a total below what was due): 422 naming each. */
export class ChangeOrderInvalid extends InvalidInput {}

export class ChangeOrderNotFound extends NotFound {
  constructor(readonly key: number) {
    super("Change order not found");
  }
}
