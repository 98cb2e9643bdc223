/**
 * Idempotent writes: the first response to (scope, key) is stored in the same transaction as the
 * write it describes, so a retried, double-clicked or replayed request gets that response back and
 * writes nothing. The same key with a different request is refused (422).
 */
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { HttpError } from "../http/errors";
import {
  claimIdempotencyKey,
  findIdempotencyRecord,
  saveIdempotentResponse,
  type IdempotencyRecord,
  type StoredResponse,
} from "./idempotency.repository";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
const KEY_FORMAT = /^[A-Za-z0-9_-]{8,100}$/;

export interface IdempotencyMessages {
  invalidKey: string;
  reusedKey: string;
}

/** The request's key, undefined when absent; a malformed key is a 400. */
export function readIdempotencyKey(request: Request, messages: IdempotencyMessages): string | undefined {
  const key = request.headers.get(IDEMPOTENCY_HEADER)?.trim();
  if (!key) return undefined;
  if (!KEY_FORMAT.test(key)) throw new HttpError(400, messages.invalidKey);
  return key;
}

/** JSON with object keys sorted, so equal requests hash equally whatever their key order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, nested: unknown) =>
    nested && typeof nested === "object" && !Array.isArray(nested)
      ? Object.fromEntries(Object.entries(nested).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : nested,
  );
}

export function requestHash(request: unknown): string {
  return createHash("sha256").update(canonicalJson(request)).digest("hex");
}

export interface IdempotentOutcome<T> {
  response: StoredResponse;
  /** True when the response is the stored answer to an earlier request. */
  replayed: boolean;
  /** What `work` returned; only on the first, non-replayed run. */
  result?: T;
}

function replay<T>(record: IdempotencyRecord, hash: string, messages: IdempotencyMessages): IdempotentOutcome<T> {
  if (record.requestHash !== hash) throw new HttpError(422, messages.reusedKey);
  return { response: { status: record.status, body: record.body }, replayed: true };
}

export interface IdempotentWrite<T> {
  scope: string;
  key: string | undefined;
  request: unknown;
  messages: IdempotencyMessages;
  /** Runs once before a first attempt (not before a replay), e.g. a rate limit. */
  beforeFirstAttempt?: () => Promise<void>;
  /** The write, inside the transaction; returns the response to store and its own result. */
  work: (trx: Kysely<Database>) => Promise<{ response: StoredResponse; result: T }>;
}

export async function runIdempotent<T>(db: Kysely<Database>, write: IdempotentWrite<T>): Promise<IdempotentOutcome<T>> {
  const { scope, key, messages } = write;
  const hash = requestHash(write.request);
  if (key) {
    const earlier = await findIdempotencyRecord(db, scope, key);
    if (earlier) return replay(earlier, hash, messages);
  }
  await write.beforeFirstAttempt?.();

  const outcome = await db.transaction().execute(async (trx) => {
    if (key && !(await claimIdempotencyKey(trx, scope, key, hash))) return undefined;
    const done = await write.work(trx);
    if (key) await saveIdempotentResponse(trx, scope, key, done.response);
    return done;
  });
  if (outcome) return { response: outcome.response, replayed: false, result: outcome.result };

  // A concurrent request with this key committed first: answer as it did.
  const winner = await findIdempotencyRecord(db, scope, key!);
  if (!winner) throw new Error(`Idempotency key ${scope}/${key} vanished after a conflict`);
  return replay(winner, hash, messages);
}
