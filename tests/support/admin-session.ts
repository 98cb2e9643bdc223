/** Admin API tests' shared steps: signing in through the real sign-in route, and a quote to work on. */
import { expect } from "vitest";
import * as auth from "../../functions/auth.mts";
import { testDb } from "./db";
import { callFunction, cookieHeader } from "./functions";

let signIns = 0;

/** Signs in (each time from a new IP, so sign-in throttling never bites) and returns the Cookie header. */
export async function signIn(credentials: { email: string; password: string }): Promise<string> {
  signIns += 1;
  const ip = `10.0.${Math.floor(signIns / 250)}.${(signIns % 250) + 1}`;
  const response = await callFunction(auth, "/api/login", { method: "POST", body: credentials, ip });
  expect(response.status).toBe(200);
  return cookieHeader(response);
}

/** A quote as the quote form would store it, with any column overridden. */
export async function insertQuote(overrides: Record<string, unknown> = {}) {
  return testDb()
    .insertInto("quotes")
    .values({
      firstName: "Eleanor",
      lastName: "Vance",
      email: "eleanor@example.com",
      phone: "973-555-0100",
      address: "4 Church Street",
      city: "Morristown",
      state: "NJ",
      zipCode: "07960",
      projectType: "restoration",
      description: "Victorian with Buckingham slate, two leaks at the valley.",
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
