/**
 * Speed to lead's end point: a lead is answered the first time it leaves 'new', by a status change
 * or by an answer to the customer (`leads/answered.ts`: a reply, a logged call, a phase e-mail, a
 * follow-up or a proposal). The moment is kept once, in `first_response_at` of the lead's own table;
 * later changes never move it.
 */
import { sql } from "kysely";

/**
 * The columns a status change writes besides the status: the first response, once, and only when
 * the lead leaves 'new' (in an UPDATE, `status` is still the old value; a lead saved again with
 * the status it had is not answered by that).
 */
export function firstResponseOnStatus(status: string) {
  return status === "new"
    ? {}
    : {
        firstResponseAt: sql<Date>`case when status = 'new' then coalesce(first_response_at, now()) else first_response_at end`,
      };
}
