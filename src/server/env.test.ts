import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, getEnv, isProductionRuntime, parseEnv } from "./env";
import { router } from "./http/router";

const deployed = { SITE_ID: "1d01c0c0-4554-4747-93b8-34ce3448ab95", AWS_LAMBDA_FUNCTION_NAME: "contact" };
const complete = {
  DATABASE_URL: "postgres://u:p@db.example.com/slate",
  SESSION_SECRET: "a-production-secret-of-at-least-32-characters",
  SITE_URL: "https://www.alpineslateroofing.com",
};

describe("production detection", () => {
  it("treats a deployed function (SITE_ID on Lambda, no CONTEXT) as production", () => {
    expect(isProductionRuntime(deployed)).toBe(true);
  });

  it("treats netlify dev, local runs and non-production builds as not production", () => {
    expect(isProductionRuntime({ ...deployed, NETLIFY_DEV: "true" })).toBe(false);
    expect(isProductionRuntime({})).toBe(false);
    expect(isProductionRuntime({ SITE_ID: deployed.SITE_ID })).toBe(false);
    expect(isProductionRuntime({ CONTEXT: "deploy-preview" })).toBe(false);
    expect(isProductionRuntime({ CONTEXT: "production" })).toBe(true);
  });
});

describe("parseEnv", () => {
  it("defaults SITE_URL locally", () => {
    expect(parseEnv({}).SITE_URL).toBe("http://localhost:8888");
    expect(parseEnv({}).production).toBe(false);
  });

  it.each(["SITE_URL", "SESSION_SECRET", "DATABASE_URL"] as const)(
    "refuses a production environment without %s, naming it",
    (name) => {
      const source = { ...deployed, ...complete, [name]: undefined };
      expect(() => parseEnv(source)).toThrow(ConfigError);
      expect(() => parseEnv(source)).toThrow(`${name} is required in production`);
    },
  );

  it("accepts a complete production environment and keeps its SITE_URL", () => {
    const env = parseEnv({ ...deployed, ...complete });
    expect(env.production).toBe(true);
    expect(env.SITE_URL).toBe(complete.SITE_URL);
  });

  it("names a malformed variable", () => {
    expect(() => parseEnv({ LEAD_RATE_LIMIT: "many" })).toThrow(/LEAD_RATE_LIMIT/);
  });
});

describe("a function in production", () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
  });

  it("stops at start-up when SITE_URL is missing, with a message naming it", () => {
    Object.assign(process.env, deployed, complete);
    delete process.env.SITE_URL;
    delete process.env.NETLIFY_DEV;
    delete process.env.CONTEXT;
    expect(() => router({ "GET /api/x": () => new Response() }, { path: "/api/x" })).toThrow(
      /SITE_URL is required in production/,
    );
  });

  it("parses the environment once and again only after a change", () => {
    const first = getEnv();
    expect(getEnv()).toBe(first);
    process.env.LEAD_RATE_LIMIT = "7";
    expect(getEnv()).not.toBe(first);
    expect(getEnv().LEAD_RATE_LIMIT).toBe(7);
  });
});
