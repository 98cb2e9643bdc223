/** SQL of the health check: the cheapest round trip the database can make. */
import { sql } from "kysely";
import type { Db } from "../db/schema";

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
