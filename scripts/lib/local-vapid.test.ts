/** `npm run dev`'s VAPID keys: made once in the data folder, the same on every later start, valid for env.ts. */
import { mkdtemp, readFile, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "../../src/server/env";
import { localVapidKeys } from "./local-stack";

describe("localVapidKeys", () => {
  it("generates a key pair on first use, keeps it private to the owner, and returns it again", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "vapid-"));
    const first = await localVapidKeys(dir);
    expect(await localVapidKeys(dir)).toEqual(first);
    expect((await stat(path.join(dir, "vapid-keys.json"))).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(path.join(dir, "vapid-keys.json"), "utf8"))).toEqual(first);
    const env = parseEnv({ VAPID_PUBLIC_KEY: first.publicKey, VAPID_PRIVATE_KEY: first.privateKey });
    expect(env.VAPID_PUBLIC_KEY).toBe(first.publicKey);
  });

  it("env.ts names a malformed key or subject", () => {
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: "short" })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => parseEnv({ VAPID_SUBJECT: "alerts@example.com" })).toThrow(
      /VAPID_SUBJECT must be a mailto: or https: URL/,
    );
  });
});
