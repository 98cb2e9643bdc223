/** The proposal e-mail in the outbox, for integration and e2e tests alike (each passes its own database). */
import type { Db } from "../../src/server/db/schema";

/** The plain text of the newest proposal e-mail queued about `quoteId` (it carries the customer's link). */
export async function newestProposalMailText(db: Db, quoteId: number): Promise<string | undefined> {
  const mail = await db
    .selectFrom("emailOutbox")
    .select("textBody")
    .where("quoteId", "=", quoteId)
    .where("tag", "=", "proposal")
    .orderBy("createdAt", "desc")
    .executeTakeFirst();
  return mail?.textBody;
}
