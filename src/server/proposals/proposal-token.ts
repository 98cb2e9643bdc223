/**
 * The customer's link token (decision 037): 256 bits, derived as HMAC-SHA-256(key, proposal id and
 * a random 128-bit nonce). Only its SHA-256 (the lookup) and the nonce are stored, never the token:
 * the database alone cannot produce a link, while the server can again (the "current proposal"
 * button of a replaced version, the console's copy of the link). The key is derived from
 * SESSION_SECRET for this one purpose; a token that no longer matches its hash (the secret was
 * rotated) simply has no link to offer, and the e-mailed one keeps working by its hash.
 */
import { createHash, createHmac, randomBytes } from "node:crypto";
import { sessionKey } from "../auth/tokens";

/** Base64url of 32 bytes. Anything else is not a token and never reaches the database. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const linkKey = () => createHash("sha256").update("proposal-links\0").update(sessionKey()).digest();

export const hashToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

/**
 * Other private links made by the same rules (an invoice's, decision 049) pass their `scope`
 * ("invoice:"), so a row id of one table never derives the token of another's.
 */
export function tokenFor(proposalId: number, nonce: string, scope = ""): string {
  return createHmac("sha256", linkKey()).update(`${scope}${proposalId}:${nonce}`).digest("base64url");
}

export function newToken(proposalId: number, scope = ""): { token: string; nonce: string; hash: string } {
  const nonce = randomBytes(16).toString("base64url");
  const token = tokenFor(proposalId, nonce, scope);
  return { token, nonce, hash: hashToken(token) };
}

/** The link's token again, when the server's key still makes the stored hash; else undefined. */
export function recoverToken(row: { id: number; tokenNonce: string | null; tokenHash: string | null }, scope = "") {
  if (!row.tokenNonce || !row.tokenHash) return undefined;
  const token = tokenFor(row.id, row.tokenNonce, scope);
  return hashToken(token) === row.tokenHash ? token : undefined;
}

export const proposalPath = (token: string) => `/proposal/${token}`;
/** The signed version's PDF behind the same link (issue 34 item 11). */
export const signedPdfPath = (token: string) => `${proposalPath(token)}/signed.pdf`;
export const changeOrderPdfPath = (token: string, number: number) =>
  `${proposalPath(token)}/change-orders/${number}/signed.pdf`;
