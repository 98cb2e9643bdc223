/**
 * A few realistic leads written straight to a database (the e2e database, or a helper stack's for
 * screenshots): contacts and quotes with long e-mail addresses and phone numbers, so the console's
 * lists, cards and tap-to-call links have something real to lay out.
 */
import type { Insertable } from "kysely";
import type { Db, QuotesTable } from "../../../src/server/db/schema";

export const SAMPLE_CONTACT = {
  firstName: "Margaret",
  lastName: "Vanderhoeven-Castellano",
  email: "margaret.vanderhoeven-castellano@montclair-historic-homes.example.com",
  phone: "(973) 555-0142 x12",
  serviceType: "Historic Restoration",
  message: "Water is coming through the ceiling of the back bedroom after last night's storm.",
} as const;

export const SAMPLE_QUOTE = {
  firstName: "Theodore",
  lastName: "Okonkwo-Lindqvist",
  email: "theodore.okonkwo-lindqvist@shorthills-residence.example.com",
  phone: "(201) 555-0187",
  address: "41 Hobart Gap Road",
  city: "Short Hills",
  state: "NJ",
  zipCode: "07078",
  projectType: "repair",
  urgency: "urgent",
  budgetRange: "25k-50k",
  description: "Several slates slipped near the chimney; the flashing looks loose.",
} as const;

/** Inserts `count` contacts and `count` quotes (the samples, numbered after the first); returns their ids. */
export async function insertSampleLeads(db: Db, count = 3) {
  const suffix = (index: number) => (index === 0 ? "" : ` ${index + 1}`);
  const contacts = await db
    .insertInto("contactSubmissions")
    .values(
      Array.from({ length: count }, (_, index) => ({
        ...SAMPLE_CONTACT,
        lastName: SAMPLE_CONTACT.lastName + suffix(index),
      })),
    )
    .returning("id")
    .execute();
  const quotes = await db
    .insertInto("quotes")
    .values(
      Array.from({ length: count }, (_, index) => ({
        ...SAMPLE_QUOTE,
        lastName: SAMPLE_QUOTE.lastName + suffix(index),
        estimatedValue: 18_500 + index * 1000,
      })),
    )
    .returning("id")
    .execute();
  return { contactIds: contacts.map((row) => row.id), quoteIds: quotes.map((row) => row.id) };
}

type QuoteValues = Insertable<QuotesTable>;

/** A quote row of a flow test's own (found by its names): a repair in Montclair unless `values` say otherwise. */
export async function insertFlowQuote(
  db: Db,
  values: Pick<QuoteValues, "firstName" | "lastName" | "email"> & Partial<QuoteValues>,
): Promise<number> {
  const row = await db
    .insertInto("quotes")
    .values({
      phone: "973-555-0150",
      address: "12 Church Street",
      city: "Montclair",
      state: "NJ",
      zipCode: "07042",
      projectType: "repair",
      ...values,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
