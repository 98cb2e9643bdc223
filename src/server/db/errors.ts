/** Recognises "the database cannot be reached" among driver errors, so callers answer 503. */

export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";
  constructor(cause: unknown) {
    super("The database is unavailable", { cause });
  }
}

/**
 * SQLSTATE codes meaning the server is gone, starting, stopping or refusing us: 57P01 admin
 * shutdown, 57P02 crash shutdown, 57P03 cannot connect now, 53300 too many connections,
 * 3D000 database missing; class 08 is connection exceptions.
 */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300", "3D000"]);
const UNAVAILABLE_NODE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
]);
const UNAVAILABLE_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /connection timeout/i,
  /connection terminated/i, // "Connection terminated unexpectedly", "… due to connection timeout"
  /server closed the connection/i,
  /Client has encountered a connection error/i,
  /websocket/i,
  /the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)/i,
  // FATAL sent to every session when the postmaster crashes or is killed (SQLSTATE 57P01/57P02).
  /terminating connection/i,
  /Client was closed and is not queryable/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (UNAVAILABLE_NODE_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith("08")) return true;
  }
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable)) return true;
  if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  return error.cause !== undefined && error.cause !== error && isDatabaseUnavailable(error.cause);
}

/** SQLSTATE 57014: the statement timeout cancelled a stuck query. */
export function isStatementTimeout(error: unknown): boolean {
  return error instanceof Error && (error as { code?: unknown }).code === "57014";
}

/** SQLSTATE 23505 on the given constraint (or any unique constraint when none is named). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!(error instanceof Error)) return false;
  const { code, constraint: violated } = error as { code?: unknown; constraint?: unknown };
  return code === "23505" && (constraint === undefined || violated === constraint);
}
