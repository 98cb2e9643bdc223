/** The counts on a signed-in admin's home page: work waiting in each part of the console. */
import type { AdminSummary } from "../../shared/admin-summary";
import { countDraftPosts } from "../blog/blog-admin.service";
import { countNewContacts } from "../contacts/contacts.service";
import type { Db } from "../db/schema";
import { countNewQuotes } from "../quotes/quotes.service";

export async function adminSummary(db: Db): Promise<AdminSummary> {
  const [newContacts, newQuotes, draftPosts] = await Promise.all([
    countNewContacts(db),
    countNewQuotes(db),
    countDraftPosts(db),
  ]);
  return { newContacts, newQuotes, draftPosts };
}
