/**
 * Fills a database with a long lead history (decision 042): by default 50,000 contacts and quotes
 * over five years up to now, with sources, answers, consultations, proposals, wins and losses, to
 * see the numbers page (/admin/reports) on a business with a past, or to measure it.
 *
 *   DATABASE_URL=postgres://… npx tsx scripts/seed-lead-history.ts [leads=50000] [years=5]
 *
 * Without DATABASE_URL it uses the local embedded database (npm run dev's). It only adds rows:
 * run it on a throw-away or development database, never on production.
 */
import { sql } from "kysely";
import { measureFirstResponses } from "../src/server/reports/reports.service";
import { insertLeadHistory } from "./lib/lead-history";
import { runScript, withScriptDatabase } from "./lib/script-database";

const leads = Number(process.argv[2] ?? 50_000);
const years = Number(process.argv[3] ?? 5);
if (!Number.isInteger(leads) || leads < 1 || !(years > 0)) {
  console.error("usage: [DATABASE_URL=postgres://…] tsx scripts/seed-lead-history.ts [leads=50000] [years=5]");
  process.exit(2);
}

runScript(async () => {
  await withScriptDatabase(async (db) => {
    const started = performance.now();
    const counts = await insertLeadHistory(db, { leads, years });
    // What the numbers page would do on its first read: measure each answered lead's response time once.
    await measureFirstResponses(db);
    await sql`vacuum analyze contact_submissions, quotes, proposals`.execute(db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `[seed] ${counts.contacts} contacts and ${counts.quotes} quotes over ${years} years ` +
        `(${counts.proposals} proposals sent, ${counts.won} won, ${counts.lost} lost) in ${seconds} s`,
    );
  });
});
