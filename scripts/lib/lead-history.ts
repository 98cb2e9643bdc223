/**
 * A long, plausible lead history for measuring the numbers page (decision 042): `leads` contacts
 * and quotes spread over `years` up to `now`, with first-touch sources (some with none), spam,
 * first responses, consultations, sent proposals, wins with signed totals and losses with reasons.
 * Deterministic (seeded), inserted in batches straight into the tables (through the API it would
 * take hours); the same rows the forms and the console would leave. Used by
 * scripts/seed-lead-history.ts and the bench's "reports" section.
 */
import { randomBytes } from "node:crypto";
import type { Db, NewContactSubmission, NewQuote } from "../../src/server/db/schema";
import { contactServiceTypes, projectTypes } from "../../src/shared/options";
import { declineReasons } from "../../src/shared/strings/proposals";
import { seededRandom } from "./seeded-random";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BATCH = 1_000;

export interface LeadHistoryOptions {
  leads: number;
  years: number;
  now?: Date;
  seed?: number;
}

export interface LeadHistoryCounts {
  contacts: number;
  quotes: number;
  proposals: number;
  won: number;
  lost: number;
}

type Pick = <T>(list: readonly T[]) => T;

/** Where the visitor came from: a quarter without any source, the rest UTM, referrer or direct. */
function leadSource(random: () => number, pick: Pick) {
  const roll = random();
  if (roll < 0.25) return {};
  if (roll < 0.35) return { sourceLandingPage: "/" };
  if (roll < 0.75) {
    const utmSource = pick(["google", "google", "google", "facebook", "newsletter", "nextdoor"]);
    return { sourceLandingPage: `/?utm_source=${utmSource}`, utmSource, utmMedium: pick(["cpc", "social", "email"]) };
  }
  const referrer = pick([
    "https://www.google.com/",
    "https://www.houzz.com/pro/alpine",
    "https://www.bing.com/",
    "https://nextdoor.com/",
  ]);
  return { sourceLandingPage: pick(["/services", "/blog/slate-lifespan", "/"]), sourceReferrer: referrer };
}

export async function insertLeadHistory(db: Db, options: LeadHistoryOptions): Promise<LeadHistoryCounts> {
  const random = seededRandom(options.seed ?? 2026);
  const pick: Pick = (list) => list[Math.floor(random() * list.length)]!;
  const now = (options.now ?? new Date()).getTime();
  const span = options.years * 365 * DAY;
  const counts: LeadHistoryCounts = { contacts: 0, quotes: 0, proposals: 0, won: 0, lost: 0 };
  let contacts: NewContactSubmission[] = [];
  let quotes: { quote: NewQuote; proposal?: { sentAt: Date; outcome: "won" | "lost" | "open" } }[] = [];

  const flushContacts = async () => {
    if (contacts.length) await db.insertInto("contactSubmissions").values(contacts).execute();
    counts.contacts += contacts.length;
    contacts = [];
  };
  const flushQuotes = async () => {
    if (quotes.length === 0) return;
    const inserted = await db
      .insertInto("quotes")
      .values(quotes.map((item) => item.quote))
      .returning("id")
      .execute();
    const proposals = quotes.flatMap((item, index) =>
      item.proposal
        ? [
            {
              quoteId: inserted[index]!.id,
              version: 1,
              status:
                item.proposal.outcome === "won" ? "accepted" : item.proposal.outcome === "lost" ? "declined" : "sent",
              content: "{}",
              validUntil: new Date(item.proposal.sentAt.getTime() + 30 * DAY),
              tokenHash: randomBytes(32).toString("hex"),
              frozen: "{}",
              documentSha256: "0".repeat(64),
              sentAt: item.proposal.sentAt,
              createdAt: item.proposal.sentAt,
            } as const,
          ]
        : [],
    );
    if (proposals.length) await db.insertInto("proposals").values(proposals).execute();
    counts.quotes += quotes.length;
    counts.proposals += proposals.length;
    quotes = [];
  };

  for (let index = 0; index < options.leads; index++) {
    const createdAt = now - Math.floor(random() * span);
    const recent = now - createdAt < 2 * DAY;
    const answered = recent ? random() < 0.5 : random() < 0.97;
    // Mostly within hours, some the next days; never after now.
    const wait = random() < 0.8 ? random() * 4 * HOUR : random() * 5 * DAY;
    const firstResponseAt = answered ? new Date(Math.min(now, createdAt + wait)) : null;
    const person = {
      firstName: "History",
      lastName: `Lead ${index}`,
      email: `history-${index}@example.com`,
      phone: "973-555-0100",
      createdAt: new Date(createdAt),
      updatedAt: new Date(createdAt),
      isSpam: random() < 0.03,
      firstResponseAt,
      ...leadSource(random, pick),
    };
    if (random() < 0.45) {
      contacts.push({
        ...person,
        serviceType: pick(contactServiceTypes),
        message: "A slate roof enquiry from the generated history.",
        status: answered ? pick(["contacted", "completed"] as const) : "new",
      });
      if (contacts.length >= BATCH) await flushContacts();
      continue;
    }
    const consultation = answered && random() < 0.45;
    const proposalSent = consultation && random() < 0.7 && createdAt + 10 * DAY < now;
    const sentAt = proposalSent ? new Date(createdAt + (3 + random() * 7) * DAY) : undefined;
    const decided = sentAt && random() < 0.8 && sentAt.getTime() + 30 * DAY < now;
    const outcome = decided ? (random() < 0.5 ? "won" : "lost") : "open";
    const decidedAt = decided ? new Date(sentAt.getTime() + (1 + random() * 28) * DAY) : null;
    if (outcome === "won") counts.won++;
    if (outcome === "lost") counts.lost++;
    quotes.push({
      quote: {
        ...person,
        address: `${index} Slate Lane`,
        city: "Morristown",
        state: "NJ",
        zipCode: "07960",
        projectType: pick(projectTypes),
        description: "A slate roof from the generated history.",
        status: !answered
          ? "new"
          : outcome === "won"
            ? "scheduled"
            : outcome === "lost"
              ? "cancelled"
              : proposalSent
                ? "quoted"
                : "contacted",
        phase: consultation ? pick(["phase-2", "phase-2", "phase-3"] as const) : "phase-1",
        scheduledDate: consultation && random() < 0.6 ? new Date(createdAt + 4 * DAY) : null,
        wonAt: outcome === "won" ? decidedAt : null,
        wonValueCents: outcome === "won" ? Math.round(5_000_00 + random() * 145_000_00) : null,
        lostAt: outcome === "lost" ? decidedAt : null,
        lostReason: outcome === "lost" && random() < 0.85 ? pick(declineReasons) : null,
      },
      proposal: sentAt ? { sentAt, outcome } : undefined,
    });
    if (quotes.length >= BATCH) await flushQuotes();
  }
  await flushContacts();
  await flushQuotes();
  return counts;
}
