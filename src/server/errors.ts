/**
 * Domain errors: what services throw when a rule says no. Each carries the data its message needs;
 * the HTTP layer maps them to statuses in one table (src/server/http/error-map.ts), so services
 * never speak HTTP.
 */
import type { QuotePhase } from "../shared/options";
import { blogFormMessages } from "../shared/schemas/blog-post";
import { contactStrings } from "../shared/strings/contacts";
import { accountStrings } from "../shared/strings/account";
import { authStrings } from "../shared/strings/auth";
import { leadApiMessages } from "../shared/strings/leads";
import { mediaStrings } from "../shared/strings/media";
import { proposalPageStrings } from "../shared/strings/proposals";
import { quotePhotoStrings } from "../shared/strings/photos";

export abstract class DomainError extends Error {
  override get name(): string {
    return this.constructor.name;
  }
}

/** Something the request named does not exist (or is not public). */
export abstract class NotFound extends DomainError {}

/**
 * A NotFound with a fixed message, asked for by `key` (an id or a slug): each subclass names what
 * was missing, so `instanceof` and the logged name stay specific.
 */
function notFoundWith<Key extends number | string>(message: string | ((key: Key) => string)) {
  return class extends NotFound {
    constructor(readonly key: Key) {
      super(typeof message === "string" ? message : message(key));
    }
  };
}

export class QuoteNotFound extends notFoundWith<number>("Quote not found") {}

/** A post by id (the admin's "Post not found") or a public article by slug ("Article not found"). */
export class PostNotFound extends notFoundWith<number | string>((post) =>
  typeof post === "number" ? "Post not found" : "Article not found",
) {}

/** A published project by slug, on the public site. */
export class ProjectNotFound extends notFoundWith<string>("Project not found") {}

/** A project by id, in the console. */
export class AdminProjectNotFound extends notFoundWith<number>("Project not found") {}

export class MediaNotFound extends notFoundWith<number | string>(mediaStrings.notFound) {}

/** A photo still shown by posts or projects cannot be deleted; `uses` names them. */
export class MediaInUse extends DomainError {
  constructor(readonly uses: readonly string[]) {
    super(mediaStrings.inUse(uses.join(", ")));
  }
}

/** An upload that is not an image we can read (415). */
export class UnsupportedImage extends DomainError {}

/** An upload over the size limit (413). */
export class ImageTooLarge extends DomainError {}

/** A visitor's quote photo that does not exist, is attached already, or is not theirs (404). */
export class LeadPhotoNotFound extends notFoundWith<number | string>(quotePhotoStrings.notFound) {}

export class ContactNotFound extends notFoundWith<number>("Contact submission not found") {}

export class AlertDeviceNotFound extends notFoundWith<number>("Device not found") {}

export class OutboxMessageNotFound extends notFoundWith<number>("E-mail not found") {}

export class EmailTemplateNotFound extends notFoundWith<string>("E-mail template not found") {}

/** Only a failed message can be retried: a pending or sent one would risk going out twice. */
export class MessageNotRetryable extends DomainError {
  constructor(readonly status: string) {
    super(`Only a failed e-mail can be retried; this one is ${status}.`);
  }
}

/** Input the schema accepted but a rule refuses, with one message per field. */
export class InvalidInput extends DomainError {
  constructor(
    message: string,
    readonly fields: Readonly<Record<string, string>>,
  ) {
    super(message);
  }
}

/** Input that is well-formed but unsafe to keep (an e-mail template a visitor's value could turn into a link): 422. */
export class UnsafeInput extends InvalidInput {}

/** A proposal missing a term the law of its state requires (decision 045): 422 naming each. */
export class ContractIncomplete extends InvalidInput {}

export const FIELDS_MESSAGE = "Please correct the highlighted fields.";

export class SlugTaken extends DomainError {
  readonly field = "slug";
  constructor(
    readonly slug: string,
    readonly fieldMessage: string = blogFormMessages.slugTaken,
  ) {
    super(FIELDS_MESSAGE);
  }
}

/** A public read named the old slug of a renamed post or project: it lives at `toSlug` now. */
export class SlugMoved extends DomainError {
  constructor(readonly toSlug: string) {
    super("Moved permanently");
  }
}

export class UnknownCategory extends InvalidInput {
  constructor(readonly categoryId: number | null) {
    super(FIELDS_MESSAGE, { categoryId: blogFormMessages.unknownCategory });
  }
}

/** The business has no active e-mail template for a quote phase: a configuration problem. */
export class TemplateMissing extends DomainError {
  constructor(readonly phase: QuotePhase) {
    super(`No active e-mail template for ${phase}; add one to email_templates.`);
  }
}

export class RateLimited extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

export class LeadRateLimited extends RateLimited {
  constructor(retryAfterSeconds: number) {
    super(leadApiMessages.rateLimited(Math.ceil(retryAfterSeconds / 60)), retryAfterSeconds);
  }
}

export class LeadPhotoRateLimited extends RateLimited {
  constructor(retryAfterSeconds: number) {
    super(quotePhotoStrings.rateLimited(Math.ceil(retryAfterSeconds / 60)), retryAfterSeconds);
  }
}

/** A password-reset link that is unknown, spent or past its 30 minutes. */
export class PasswordResetExpired extends DomainError {
  constructor() {
    super(accountStrings.reset.expired);
  }
}

export class SignInThrottled extends RateLimited {
  constructor(retryAfterSeconds: number) {
    super(authStrings.tooManyAttempts, retryAfterSeconds);
  }
}

export class IdempotencyKeyReused extends DomainError {
  constructor(
    readonly scope: string,
    readonly key: string,
  ) {
    super(leadApiMessages.idempotencyKeyReused);
  }
}

/** A DomainError that always says the same thing. */
function saying(message: string) {
  return class extends DomainError {
    constructor() {
      super(message);
    }
  };
}

export class InvalidCredentials extends saying(authStrings.invalidCredentials) {}

/** A wrong, reused or spent second-factor code at sign-in. */
export class InvalidSecondFactorCode extends saying(accountStrings.signInStep.invalidCode) {}

/** The second sign-in step's pending token is missing, forged or past its five minutes. */
export class SignInStepExpired extends saying(accountStrings.signInStep.expired) {}

export class Unauthenticated extends saying(authStrings.unauthorized) {}

export class Forbidden extends DomainError {
  constructor(message: string = authStrings.forbidden) {
    super(message);
  }
}

/** The request does not fit the current state (e.g. turning on a second factor that is on); `fields` name what clashes. */
export abstract class Conflict extends DomainError {
  declare readonly fields?: Readonly<Record<string, string>>;
}

/** A form token that has LEAD_PHOTO_MAX photos already (409). */
export class TooManyLeadPhotos extends Conflict {}

export class SecondFactorStateConflict extends Conflict {}

/** "Delete this person" while one of their quotes has a signed proposal, a contract that is kept (409). */
export class SignedProposalKept extends Conflict {
  constructor(
    readonly quoteId: number,
    readonly version: number,
  ) {
    super(contactStrings.deletePerson.signedProposal(quoteId, version));
  }
}

/** A proposal by id (console) or by link token (customer): both answer 404 the same way. */
export class ProposalNotFound extends notFoundWith<number | string>("Proposal not found") {}

/** A proposal change its state refuses (editing a sent version, deleting a signed one): 409. */
export class ProposalConflict extends Conflict {}

/**
 * The version's frozen document no longer matches the fingerprint taken when it was sent (changed
 * behind the application's back): the page says so instead of showing it, and nothing is signed.
 */
export class ProposalTampered extends ProposalConflict {
  constructor(readonly proposalId: number) {
    super(proposalPageStrings.tampered.intro);
  }
}

/** A follow-up enrolment or sequence by id (decision 040). */
export class FollowUpNotFound extends notFoundWith<number>("Follow-up not found") {}
export class SequenceNotFound extends notFoundWith<number>("Sequence not found") {}

/** A follow-up change its state refuses (pausing a stopped sequence, a step already sent): 409. */
export class FollowUpConflict extends Conflict {}

/** A lead (contact or quote) of the conversation that does not exist (404). */
export class LeadNotFound extends notFoundWith<string>("Lead not found") {}

/** An Unmatched message that is gone or attached already (404). */
export class MessageNotFound extends notFoundWith<string>("Message not found") {}

/** A reply the lead cannot take: no e-mail, a hard-bounced address, nothing written (409). */
export class ReplyRefused extends Conflict {}
