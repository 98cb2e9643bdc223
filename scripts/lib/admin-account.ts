/**
 * The work of `npm run admin:create` (scripts/admin-create.ts) apart from its command line: the
 * checked arguments and the account made ready. In a module of its own so the integration tests
 * start the script only where the command line itself is what they check (a start of `tsx` costs
 * 2-4 s), and call the rest in-process.
 */
import { z } from "zod";
import { queueSecondFactorNotice } from "../../src/server/auth/account-notices";
import { hashPassword } from "../../src/server/auth/password";
import { passwordProblem } from "../../src/server/auth/password-policy";
import { deleteSecondFactor } from "../../src/server/auth/second-factor.repository";
import { upsertAdminEndingSessions } from "../../src/server/auth/users.repository";
import type { Db } from "../../src/server/db/schema";

const argsSchema = z.object({
  email: z.email("--email must be a valid e-mail address").transform((email) => email.trim().toLowerCase()),
  password: z.string(),
  "first-name": z.string().max(100).optional(),
  "last-name": z.string().max(100).optional(),
});

export type AdminArgs = z.infer<typeof argsSchema>;

/** The arguments, checked; the password against the account page's rule, common-password list included. Throws a message. */
export async function checkedAdminArgs(values: Record<string, unknown>): Promise<AdminArgs> {
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join("\n"));
  const problem = await passwordProblem(parsed.data.password, parsed.data.email);
  if (problem) throw new Error(`--password: ${problem}`);
  return parsed.data;
}

/** Creates or promotes the admin, sets the password, ends its sessions; returns the lines to print. */
export async function readyAdmin(db: Db, args: AdminArgs): Promise<string[]> {
  const user = await upsertAdminEndingSessions(db, {
    email: args.email,
    firstName: args["first-name"] ?? null,
    lastName: args["last-name"] ?? null,
    passwordHash: await hashPassword(args.password),
  });
  const lines = [`admin ready: ${user.email} (${user.id}); ${user.endedSessions} session(s) ended`];
  // A reset after a suspected takeover must not leave the attacker's second factor on.
  if (await deleteSecondFactor(db, user.id)) {
    await queueSecondFactorNotice(db, user, false);
    lines.push("two-step sign-in was on and has been removed: set it up again on the Account page");
  }
  return lines;
}
