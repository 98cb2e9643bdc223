/**
 * A new database copied from the migrated template (postgres-global-setup.ts): what every
 * integration file starts from (database-per-file.ts), and what a test that needs a second database
 * at the latest migration copies instead of migrating an empty one again.
 */
import pg from "pg";
import { inject } from "vitest";

export async function adminQuery(sql: string): Promise<void> {
  const { adminUrl } = inject("testDatabase");
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates database `name` as a copy of the template; its connection string. */
export async function copyOfTemplate(name: string): Promise<string> {
  const { adminUrl, template } = inject("testDatabase");
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(`create database ${name} template ${template}`);
      break;
    } catch (error) {
      // Two files copying the template at the same instant can collide ("source database is being
      // accessed by other users"): try again after the other copy's moment.
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
