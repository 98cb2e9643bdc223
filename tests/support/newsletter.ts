/** The newsletter tests' shared steps: the box's form post, and reading the list and its e-mails. */
import { expect } from "vitest";
import * as siteApi from "../../functions/site-api.mts";
import { queuedMail, testDb } from "./db";
import { callFunction, TEST_ORIGIN, type CallOptions } from "./functions";
import { uniqueIp } from "./leads";

export const FORM_HEADERS = { "content-type": "application/x-www-form-urlencoded" };

/** The blog's newsletter box sent as a plain form post (each time from a new IP). */
export const formPost = (fields: Record<string, string>, options: CallOptions = {}) =>
  callFunction(siteApi, "/api/newsletter", {
    method: "POST",
    headers: FORM_HEADERS,
    rawBody: new URLSearchParams(fields).toString(),
    ip: uniqueIp(),
    ...options,
  });

export const subscriberOf = (email: string) =>
  testDb().selectFrom("newsletterSubscribers").selectAll().where("email", "=", email).executeTakeFirst();

export const confirmationsTo = (email: string) => queuedMail("newsletter-confirm", { toAddress: email });

/** The link of `path` in a message's text, as a path with its query. */
export function linkIn(body: string, path: string): string {
  const match = new RegExp(`${TEST_ORIGIN}${path}\\?token=[\\w.-]+`).exec(body);
  expect(match, `a ${path} link`).not.toBeNull();
  return match![0].slice(TEST_ORIGIN.length);
}
