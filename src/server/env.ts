/**
 * Server configuration, parsed by zod on first use. A missing or malformed variable fails fast
 * with a message naming it. Read lazily (not at import) so tests can set variables per file.
 */
import { z } from "zod";

const envSchema = z
  .object({
    /** Netlify's deploy context: "production", "deploy-preview", "branch-deploy", "dev". */
    CONTEXT: z.string().optional(),
    NODE_ENV: z.string().optional(),
    /** Postgres URL. Unset locally: the dev launcher starts embedded Postgres and sets it. */
    DATABASE_URL: z.url().optional(),
    /** HS256 key for session tokens; at least 32 bytes; required in production. */
    SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
    /** Postmark server token; without it e-mails stay in the outbox and are logged. */
    POSTMARK_SERVER_TOKEN: z.string().min(1).optional(),
    /** Postmark API host override (tests point the real client at a local stub). */
    POSTMARK_API_HOST: z.string().optional(),
    POSTMARK_USE_HTTPS: z.enum(["true", "false"]).default("true"),
    /** Where lead notifications go. */
    BUSINESS_EMAIL: z.email().default("info@alpineslateroofing.com"),
    /** Sender address, a Postmark-verified sender signature in production. */
    EMAIL_FROM: z.string().min(3).default("Alpine Slate Roofing <info@alpineslateroofing.com>"),
    /** Netlify build hook fired when public content changes. */
    BUILD_HOOK_URL: z.url().optional(),
    /** Public origin for canonical links and CSRF checks. */
    SITE_URL: z.url().default("http://localhost:8888"),
    /** Submissions allowed per IP per window on the public forms. */
    LEAD_RATE_LIMIT: z.coerce.number().int().positive().default(5),
    LEAD_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
    /** Milliseconds a statement may run before Postgres cancels it. */
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
    DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
  })
  .superRefine((env, ctx) => {
    if (env.CONTEXT !== "production") return;
    for (const name of ["DATABASE_URL", "SESSION_SECRET", "SITE_URL"] as const) {
      if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: `${name} is required in production` });
    }
  });

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

let cached: { source: NodeJS.ProcessEnv; snapshot: string; env: Env } | undefined;

/** The parsed environment. Re-parsed when process.env changes (tests set variables per file). */
export function getEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const snapshot = JSON.stringify(source);
  if (cached && cached.source === source && cached.snapshot === snapshot) return cached.env;
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment: ${problems.join("; ")}`);
  }
  cached = { source, snapshot, env: parsed.data };
  return parsed.data;
}

export function isProduction(env: Env = getEnv()): boolean {
  return env.CONTEXT === "production";
}
