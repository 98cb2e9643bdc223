/**
 * Server configuration, parsed by zod once per process. A missing or malformed variable fails
 * fast with a message naming it. Production (docs/decisions/draft-production-detection.md) needs
 * DATABASE_URL, SESSION_SECRET and SITE_URL; locally SITE_URL defaults to the dev server.
 */
import { z } from "zod";

const LOCAL_SITE_URL = "http://localhost:8888";
const REQUIRED_IN_PRODUCTION = ["DATABASE_URL", "SESSION_SECRET", "SITE_URL"] as const;

/**
 * Months an enquiry or quote request that led to no work is kept before the retention job deletes
 * it. The privacy page states this same value (read at build time through leadRetentionMonths).
 */
const leadRetentionMonthsSchema = z.coerce
  .number()
  .int("LEAD_RETENTION_MONTHS must be a whole number of months")
  .min(1)
  .max(240)
  .default(24);

const envSchema = z.object({
  /** Postgres URL. Unset locally: the dev launcher starts embedded Postgres and sets it. */
  DATABASE_URL: z.url().optional(),
  /** HS256 key for session tokens; at least 32 bytes; required in production. */
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  /** Postmark server token; without it e-mails stay in the outbox and are logged. */
  POSTMARK_SERVER_TOKEN: z.string().min(1).optional(),
  /** Postmark API host override (tests point the real client at a local stub). */
  POSTMARK_API_HOST: z.string().optional(),
  POSTMARK_USE_HTTPS: z.enum(["true", "false"]).default("true"),
  /**
   * "user:password" Postmark sends as HTTP Basic credentials (set in the webhook URL at Postmark).
   * Unset in production: every webhook is refused and the mail desk says so (decision 038).
   */
  POSTMARK_WEBHOOK_SECRET: z
    .string()
    .regex(/^[^:]+:.+$/, "POSTMARK_WEBHOOK_SECRET must be user:password")
    .optional(),
  /** Postmark inbound domain: customer mail gets Reply-To reply+{hash}@it. Unset: replies go to BUSINESS_EMAIL. */
  INBOUND_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, "INBOUND_DOMAIN must be a domain name such as inbound.example.com")
    .optional(),
  /** Postmark message stream of every message the outbox sends (the transactional stream). */
  POSTMARK_MESSAGE_STREAM: z.string().min(1).default("outbound"),
  /** Where lead notifications go. */
  BUSINESS_EMAIL: z.email().default("info@alpineslateroofing.com"),
  /** Sender address, a Postmark-verified sender signature in production. */
  EMAIL_FROM: z.string().min(3).default("Alpine Slate Roofing <info@alpineslateroofing.com>"),
  /** Netlify build hook fired when public content changes. */
  BUILD_HOOK_URL: z.url().optional(),
  /** Public origin for canonical links and CSRF checks; required in production. */
  SITE_URL: z.url().optional(),
  /** Lead submissions allowed per person (IP + e-mail) per window; an IP gets 3×, an IPv6 /48 10× (rate-limit.service.ts). */
  LEAD_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  LEAD_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
  /** Automatic e-mails to visitors (thank-yous, confirmations) allowed per hour across the site; past it the business is alerted. */
  AUTO_MAIL_HOURLY_LIMIT: z.coerce.number().int().nonnegative().default(30),
  /** Automatic e-mails to visitors allowed per hour to addresses at any one domain. */
  AUTO_MAIL_DOMAIN_HOURLY_LIMIT: z.coerce.number().int().nonnegative().default(10),
  LEAD_RETENTION_MONTHS: leadRetentionMonthsSchema,
  /** Web Push (VAPID) keys of the owner's alerts, as web-push generates them (URL-safe base64); without them alerts stay queued. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,90}$/, "VAPID_PUBLIC_KEY must be a URL-safe base64 P-256 public key")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,45}$/, "VAPID_PRIVATE_KEY must be a URL-safe base64 P-256 private key")
    .optional(),
  /** Who push services may contact about our pushes: a mailto: or https: URL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, "VAPID_SUBJECT must be a mailto: or https: URL")
    .optional(),
  /**
   * Tests only: host names (any port) a push endpoint may also have, besides the browsers' push services
   * (the tests' local push service at 127.0.0.1). Refused in production.
   */
  PUSH_TEST_HOSTS: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .optional(),
  /**
   * Stripe (decision 046): the secret API key turns online payment of deposits on; unset, the proposal
   * shows the deposit "by cheque or transfer" and nothing calls Stripe.
   */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_\w+$/, "STRIPE_SECRET_KEY must be a Stripe secret key (sk_…)")
    .optional(),
  /** The webhook endpoint's signing secret (whsec_…); unset, every Stripe webhook is refused (503). */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, "STRIPE_WEBHOOK_SECRET must be whsec_…")
    .optional(),
  /** Local runs and tests only: the Stripe stand-in's origin (http://127.0.0.1:port). Refused in production. */
  STRIPE_API_BASE: z.url().optional(),
  /**
   * Twilio Programmable Messaging (issue 32, decision 047): the account, its auth token (also the key of
   * X-Twilio-Signature) and the Messaging Service that sends. Without all three texting is off: nothing is sent,
   * the console says so, the webhooks answer 503 (Twilio retries), and nothing else changes.
   */
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, "TWILIO_ACCOUNT_SID must be AC and 32 hex digits")
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16, "TWILIO_AUTH_TOKEN must be the account's auth token").optional(),
  TWILIO_MESSAGING_SERVICE_SID: z
    .string()
    .regex(/^MG[0-9a-fA-F]{32}$/, "TWILIO_MESSAGING_SERVICE_SID must be MG and 32 hex digits")
    .optional(),
  /** Local runs and tests only: the Messages API stand-in's base URL (http://127.0.0.1:port). Refused in production. */
  TWILIO_API_BASE: z.url().optional(),
  /** Milliseconds a statement may run before Postgres cancels it. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
});

export type Env = Omit<z.infer<typeof envSchema>, "SITE_URL"> & { SITE_URL: string; production: boolean };

export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * True on a deployed site. Deployed functions see neither CONTEXT nor NETLIFY_DEV, but always
 * SITE_ID (Netlify) and AWS_LAMBDA_FUNCTION_NAME (the Lambda runtime); netlify-cli sets
 * NETLIFY_DEV, and builds and CLI runs set CONTEXT.
 */
export function isProductionRuntime(source: NodeJS.ProcessEnv): boolean {
  if (source.NETLIFY_DEV === "true") return false;
  if (source.CONTEXT) return source.CONTEXT === "production";
  return Boolean(source.SITE_ID && source.AWS_LAMBDA_FUNCTION_NAME);
}

/** Parses `source`; throws ConfigError naming every missing or malformed variable. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const production = isProductionRuntime(source);
  const parsed = envSchema.safeParse(source);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  if (production) {
    for (const name of REQUIRED_IN_PRODUCTION) {
      if (!source[name]) problems.push(`${name}: ${name} is required in production`);
    }
    // A local production run (netlify serve sets NETLIFY_LOCAL) is a test's; a deployed one never is.
    if (source.PUSH_TEST_HOSTS && !source.NETLIFY_LOCAL)
      problems.push("PUSH_TEST_HOSTS: PUSH_TEST_HOSTS is for tests and refused in production");
    if (source.STRIPE_API_BASE && !source.NETLIFY_LOCAL)
      problems.push(
        "STRIPE_API_BASE: STRIPE_API_BASE points at the local Stripe stand-in and is refused in production",
      );
    if (source.TWILIO_API_BASE && !source.NETLIFY_LOCAL)
      problems.push("TWILIO_API_BASE: TWILIO_API_BASE is for local runs and refused in production");
  }
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(`Invalid environment: ${problems.join("; ")}`);
  }
  return { ...parsed.data, SITE_URL: parsed.data.SITE_URL ?? LOCAL_SITE_URL, production };
}

/** The lead retention alone, for the privacy page's build (which needs none of the other variables). */
export function leadRetentionMonths(source: NodeJS.ProcessEnv = process.env): number {
  return leadRetentionMonthsSchema.parse(source.LEAD_RETENTION_MONTHS);
}

let cached: Env | undefined;

/** The environment, parsed on first use and kept for the life of the process. */
export function getEnv(): Env {
  return (cached ??= parseEnv(process.env));
}

/** Forgets the parsed environment; tests that change variables mid-file call this (tests/support). */
/** An address on the site (a path such as "/p/…" or "/admin/quotes/7") as a full URL, for mail, texts and alerts. */
export const siteUrl = (path: string): string => new URL(path, getEnv().SITE_URL).toString();

export function resetEnvForTests(): void {
  cached = undefined;
}

export function isProduction(env: Env = getEnv()): boolean {
  return env.production;
}

/** Fails a production function at start-up, before any request, when its configuration is incomplete. */
export function assertProductionConfig(): void {
  if (isProductionRuntime(process.env)) getEnv();
}
