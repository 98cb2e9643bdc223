/**
 * An admin and a non-admin signed in through the real sign-in route, for the tests of admin
 * routes (401 without a cookie, 403 for the non-admin, the admin's cookie for the rest).
 */
import { expect } from "vitest";
import * as auth from "../../functions/auth.mts";
import { callFunction, cookieHeader, createUser } from "./functions";

export interface AdminSessions {
  adminCookie: string;
  visitorCookie: string;
}

let signIns = 0;

/** Creates both users under `tag` (unique per file) and signs each in from its own address. */
export async function adminSessions(tag: string): Promise<AdminSessions> {
  const admin = { email: `${tag}-admin@alpine.test`, password: "a long admin passphrase", isAdmin: true };
  const visitor = { email: `${tag}-visitor@alpine.test`, password: "a long visitor passphrase", isAdmin: false };
  await createUser(admin);
  await createUser(visitor);
  const signIn = async (credentials: { email: string; password: string }) => {
    const ip = `10.9.${Math.floor(signIns / 250)}.${(signIns++ % 250) + 1}`;
    const response = await callFunction(auth, "/api/login", { method: "POST", body: credentials, ip });
    expect(response.status).toBe(200);
    return cookieHeader(response);
  };
  return { adminCookie: await signIn(admin), visitorCookie: await signIn(visitor) };
}
