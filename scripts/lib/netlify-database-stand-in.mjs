/**
 * What `@netlify/database-dev` resolves to inside `netlify dev` (netlify-dev-no-database.mjs):
 * the names @netlify/dev imports from it, none of which starts anything.
 */
const message =
  "not used by this project (its database is Postgres: npm run dev starts it), so npm run dev leaves it off";

export class NetlifyDB {
  async start() {
    throw new Error(message);
  }

  async stop() {}
}

export async function applyMigrations() {
  throw new Error(message);
}

export async function initializeTrackingTable() {
  throw new Error(message);
}

export async function resetDatabase() {
  throw new Error(message);
}
