/**
 * The one table from domain errors (src/server/errors.ts) to HTTP answers: status, body
 * `{ error, fields? }` and headers. The first row whose class matches wins, so subclasses come
 * before their base classes.
 */
import { ChangeOrderInvalid } from "../change-orders/change-order-errors";
import {
  Conflict,
  ContractIncomplete,
  DomainError,
  Forbidden,
  IdempotencyKeyReused,
  ImageTooLarge,
  InvalidCredentials,
  InvalidInput,
  PasswordResetExpired,
  UnsafeInput,
  InvalidSecondFactorCode,
  MessageNotRetryable,
  MediaInUse,
  NotFound,
  RateLimited,
  SignInStepExpired,
  SlugMoved,
  SlugTaken,
  TemplateMissing,
  Unauthenticated,
  UnsupportedImage,
} from "../errors";

export interface ErrorAnswer {
  status: number;
  fields?: Record<string, string>;
  headers?: Record<string, string>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any class, abstract ones included
type ErrorClass<E> = abstract new (...args: any[]) => E;
type Row = [ErrorClass<DomainError>, (error: DomainError) => ErrorAnswer];
const row = <E extends DomainError>(type: ErrorClass<E>, answer: (error: E) => ErrorAnswer): Row => [
  type,
  answer as (error: DomainError) => ErrorAnswer,
];

const ERROR_TABLE: readonly Row[] = [
  row(NotFound, () => ({ status: 404 })),
  row(UnsafeInput, (error) => ({ status: 422, fields: { ...error.fields } })),
  row(ContractIncomplete, (error) => ({ status: 422, fields: { ...error.fields } })),
  row(ChangeOrderInvalid, (error) => ({ status: 422, fields: { ...error.fields } })),
  row(InvalidInput, (error) => ({ status: 400, fields: { ...error.fields } })),
  // Relative to the read's own URL: /api/blog/posts/old → /api/blog/posts/new (slugs are URL-safe).
  row(SlugMoved, (error) => ({ status: 308, headers: { Location: error.toSlug } })),
  row(SlugTaken, (error) => ({ status: 409, fields: { [error.field]: error.fieldMessage } })),
  row(TemplateMissing, () => ({ status: 409 })),
  row(Conflict, (error) => ({ status: 409, ...(error.fields ? { fields: { ...error.fields } } : {}) })),
  row(MessageNotRetryable, () => ({ status: 409 })),
  row(IdempotencyKeyReused, () => ({ status: 422 })),
  row(RateLimited, (error) => ({ status: 429, headers: { "Retry-After": String(error.retryAfterSeconds) } })),
  row(InvalidCredentials, () => ({ status: 401 })),
  row(InvalidSecondFactorCode, () => ({ status: 401 })),
  row(SignInStepExpired, () => ({ status: 401 })),
  row(PasswordResetExpired, () => ({ status: 410 })),
  row(Unauthenticated, () => ({ status: 401 })),
  row(Forbidden, () => ({ status: 403 })),
  row(MediaInUse, () => ({ status: 409 })),
  row(UnsupportedImage, () => ({ status: 415 })),
  row(ImageTooLarge, () => ({ status: 413 })),
];

/** The answer for a domain error, or undefined for anything else. */
export function answerFor(error: unknown): ErrorAnswer | undefined {
  if (!(error instanceof DomainError)) return undefined;
  for (const [type, answer] of ERROR_TABLE) if (error instanceof type) return answer(error);
  return undefined;
}
