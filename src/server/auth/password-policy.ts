/**
 * The password rule as the server applies it (ASVS V6.2): the shared schema the console uses
 * (length, at least five different characters, not the e-mail's name) plus a list of common
 * passwords, which stays on the server: @zxcvbn-ts/language-common's ranked list (about 49,000
 * leaked passwords), loaded on the first password that is set, never on sign-in.
 */
import { InvalidInput } from "../errors";
import { newPasswordSchema } from "../../shared/schemas/account";
import { accountStrings } from "../../shared/strings/account";

let common: Promise<Set<string>> | undefined;
const commonPasswords = () =>
  (common ??= import("@zxcvbn-ts/language-common").then(({ dictionary }) => new Set(dictionary["passwords-common"])));

/**
 * True for a listed password, also when it is padded with digits or symbols the way people
 * stretch a common word to the minimum length (`password1234`, `Iloveyou2024!`).
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const lower = password.normalize("NFKC").toLowerCase();
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
  const list = await commonPasswords();
  return list.has(lower) || (core.length > 0 && list.has(core));
}

/** The first rule `password` breaks for the account `email`, or undefined when it may be set. */
export async function passwordProblem(password: string, email: string): Promise<string | undefined> {
  const parsed = newPasswordSchema(email).safeParse(password);
  if (!parsed.success) return parsed.error.issues[0]?.message;
  return (await isCommonPassword(password)) ? accountStrings.messages.passwordCommon : undefined;
}

/** Refuses (400, naming `field`) a password that breaks the rule. */
export async function assertPasswordAllowed(password: string, email: string, field = "newPassword"): Promise<void> {
  const problem = await passwordProblem(password, email);
  if (problem) throw new InvalidInput(problem, { [field]: problem });
}
