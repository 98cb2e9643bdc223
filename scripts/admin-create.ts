/**
 * `npm run admin:create -- --email you@example.com --password '…' [--first-name A --last-name B]`
 * Creates an admin, or promotes an existing user and sets the password. Uses DATABASE_URL, or the
 * embedded server on .data/ when it is unset.
 */
import { parseArgs } from "node:util";
import { z } from "zod";
import { hashPassword } from "../src/server/auth/password";
import { createDb } from "../src/server/db/client";
import { migrateToLatest } from "../src/server/db/migrate";
import { startLocalDatabase } from "./lib/local-database";

const argsSchema = z.object({
  email: z.email("--email must be a valid e-mail address").transform((email) => email.trim().toLowerCase()),
  password: z.string().min(12, "--password must be at least 12 characters"),
  "first-name": z.string().max(100).optional(),
  "last-name": z.string().max(100).optional(),
});

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      password: { type: "string" },
      "first-name": { type: "string" },
      "last-name": { type: "string" },
    },
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join("\n"));
  const args = parsed.data;

  const server = process.env.DATABASE_URL ? undefined : await startLocalDatabase();
  const url = process.env.DATABASE_URL ?? server!.url;
  const db = createDb(url, "pg");
  try {
    await migrateToLatest(db);
    const passwordHash = await hashPassword(args.password);
    const user = await db
      .insertInto("users")
      .values({
        email: args.email,
        firstName: args["first-name"] ?? null,
        lastName: args["last-name"] ?? null,
        isAdmin: true,
        passwordHash,
      })
      .onConflict((oc) =>
        oc.column("email").doUpdateSet((eb) => ({
          isAdmin: true,
          passwordHash,
          firstName: eb.fn.coalesce(eb.ref("excluded.firstName"), eb.ref("users.firstName")),
          lastName: eb.fn.coalesce(eb.ref("excluded.lastName"), eb.ref("users.lastName")),
          updatedAt: new Date(),
        })),
      )
      .returning(["id", "email"])
      .executeTakeFirstOrThrow();
    // A new password ends every session the account had (a reset after a suspected leak must bite).
    const ended = await db.deleteFrom("sessions").where("userId", "=", user.id).executeTakeFirst();
    console.log(`admin ready: ${user.email} (${user.id}); ${Number(ended.numDeletedRows)} session(s) ended`);
  } finally {
    await db.destroy();
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
