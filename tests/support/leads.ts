/** Requests against the lead functions, called the way Netlify calls them. */
import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, beforeEach, vi } from "vitest";
import siteApi from "../../functions/site-api.mts";
import type { PlatformContext } from "../../src/server/http/router";
import { sql } from "kysely";
import { issueFormToken } from "../../src/server/intake/form-token";
import { seedTestDatabase, testDb } from "./db";
import { ipCounter } from "./functions";

export interface PostOptions {
  idempotencyKey?: string;
  ip?: string;
  contentType?: string;
  /** Raw body text instead of JSON.stringify(body). */
  raw?: string;
  context?: PlatformContext;
  method?: string;
  /**
   * The form token put into a JSON body that has none: by default a fresh one saying the form
   * opened a minute ago (a human pace); null sends none.
   */
  formToken?: string | null;
  userAgent?: string;
}

/** A form token saying the form was opened at `openedAt` (epoch milliseconds), for `userAgent`. */
export const formTokenFor = (openedAt = Date.now() - 60_000, userAgent?: string) =>
  issueFormToken(openedAt, { userAgent });

async function withFormToken(body: unknown, options: PostOptions): Promise<unknown> {
  const option = options.formToken;
  if (option === null || !body || typeof body !== "object" || Array.isArray(body) || "formToken" in body) return body;
  return { ...body, formToken: option ?? (await formTokenFor(undefined, options.userAgent)) };
}

type Handler = (request: Request, context: never) => Promise<Response> | Response;

function poster(handler: Handler, path: string) {
  return async (body: unknown, options: PostOptions = {}) => {
    const headers = new Headers({ "content-type": options.contentType ?? "application/json" });
    if (options.idempotencyKey) headers.set("idempotency-key", options.idempotencyKey);
    headers.set("x-forwarded-for", options.ip ?? `198.51.100.${Math.floor(Math.random() * 250) + 1}`);
    if (options.userAgent) headers.set("user-agent", options.userAgent);
    const method = options.method ?? "POST";
    return handler(
      new Request(`http://localhost${path}`, {
        method,
        headers,
        body: method === "GET" ? undefined : (options.raw ?? JSON.stringify(await withFormToken(body, options))),
      }),
      (options.context ?? {}) as never,
    );
  };
}

export const postContact = poster(siteApi as Handler, "/api/contact");
export const postQuote = poster(siteApi as Handler, "/api/quotes");

export const newKey = () => randomUUID();

/** The contact rows stored for an address (as the API normalised it). */
export const contactsByEmail = (email: string) =>
  testDb().selectFrom("contactSubmissions").selectAll().where("email", "=", email).execute();

/** A unique client IP per call, so tests that are not about the rate limit never meet it. */
export const uniqueIp = ipCounter("203.0.113");

export function validContact(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Eleanor",
    lastName: "Whitcombe",
    email: "  Eleanor.Whitcombe@Example.COM ",
    phone: "973.555.0142",
    serviceType: "Historic Restoration",
    message: "Our 1890 Victorian has a few slipped Vermont slates above the porch.",
    formFillMs: 45_000,
    leadSource: {
      landingPage: "/blog/how-long-does-a-slate-roof-last?utm_source=newsletter",
      referrer: "https://www.google.com/",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "spring-2026",
    },
    ...overrides,
  };
}

export function validQuote(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Thomas",
    lastName: "Ashby",
    email: "TOM.ashby@example.org",
    phone: "+1 (908) 555-0199",
    address: "41 Ridgedale Avenue",
    city: "Morristown",
    state: "NJ",
    zipCode: "07960",
    projectType: "restoration",
    roofSize: "medium",
    urgency: "urgent",
    budgetRange: "50k-100k",
    description: "Buckingham slate on a 1912 church rectory; copper valleys leaking.",
    preferredContactMethod: "email",
    bestTimeToContact: "morning",
    formFillMs: 120_000,
    ...overrides,
  };
}

/**
 * The lead tests' environment: no Postmark token (messages stay queued), a known business
 * address, quiet info logs, and the configured rate limit dropped again after each test.
 */
export function useLeadTestEnvironment(): void {
  beforeAll(() => {
    delete process.env.POSTMARK_SERVER_TOKEN;
    process.env.BUSINESS_EMAIL = "office@slate.test";
    vi.spyOn(console, "info").mockImplementation(() => undefined);
  });
  afterEach(() => {
    delete process.env.LEAD_RATE_LIMIT;
  });
}

/**
 * Moves every e-mail queued so far (and the automatic-mail records the limits count) `hours` into
 * the past, so the limits on automatic mail start from zero or see a day go by.
 */
export async function ageQueuedMail(hours: number): Promise<void> {
  const back = sql<never>`created_at - make_interval(hours => ${hours})`;
  await testDb().updateTable("emailOutbox").set({ createdAt: back }).execute();
  await testDb().updateTable("automaticMail").set({ createdAt: back }).execute();
}

/**
 * The lead tests' environment on a seeded database, each test starting with no automatic mail in
 * the last day and the default limits on it.
 */
export function useAutomaticMailTestEnvironment(): void {
  useLeadTestEnvironment();
  beforeAll(() => seedTestDatabase({ withDevAdmin: false }));
  beforeEach(async () => {
    await ageQueuedMail(48);
    delete process.env.AUTO_MAIL_HOURLY_LIMIT;
    delete process.env.AUTO_MAIL_DOMAIN_HOURLY_LIMIT;
  });
}
