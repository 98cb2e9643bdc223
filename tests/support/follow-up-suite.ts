/** One follow-up test file's set-up: quiet logs, the Postmark stub in use, a seeded database, an admin's cookie. */
import { afterAll, beforeAll, vi } from "vitest";
import { adminSessions } from "./admin-session";
import { seedTestDatabase } from "./db";
import { PostmarkStub, usePostmarkStub } from "./postmark-stub";

export function useFollowUpSuite(tag: string): { stub: PostmarkStub; cookie: string } {
  const suite = { stub: new PostmarkStub(), cookie: "" };
  beforeAll(async () => {
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    await suite.stub.start();
    usePostmarkStub(suite.stub);
    await seedTestDatabase({ withDevAdmin: false });
    suite.cookie = (await adminSessions(tag)).adminCookie;
  });
  afterAll(() => suite.stub.stop());
  return suite;
}
