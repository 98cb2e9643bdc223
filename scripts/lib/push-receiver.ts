/**
 * A local push service at the network boundary (decision 039): an HTTPS server (self-signed, its
 * certificate trusted by this process only) that the real `web-push` client sends to. It hands out
 * subscriptions whose endpoints point at itself and whose browser keys it holds, so it can check
 * each request as a push service and a browser would: the VAPID Authorization (RFC 8292: an ES256
 * JWT for this origin, signed by the key in `k=`), TTL, Content-Encoding aes128gcm, and the payload,
 * which it decrypts (RFC 8291: ECDH + HKDF, AES-128-GCM). It can answer 201, 404, 410, 500 or hang.
 */
import { execFileSync } from "node:child_process";
import { createECDH, createPublicKey, createDecipheriv, hkdfSync, randomBytes, verify } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { createServer, globalAgent } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { rootCertificates } from "node:tls";
import { LoopbackListener } from "./loopback-server";

export const RECEIVER_ERROR_BODY = "push-receiver internal detail:"; // every refusal's body
export type ReceiverAnswer = 201 | 404 | 410 | 500 | "hang";

export interface PushRequest {
  endpointId: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The decrypted payload (UTF-8), or the reason it could not be decrypted. */
  payload: string | undefined;
  decryptError?: string;
  /** The VAPID check's verdict: undefined when the Authorization is valid, else why not. */
  vapidProblem?: string;
  /** The `k=` of the Authorization (the application server's public key). */
  vapidKey?: string;
  /** The JWT's claims. */
  claims?: { aud?: string; exp?: number; sub?: string };
  receivedAt: number;
  answered: ReceiverAnswer;
}

interface BrowserKeys {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
}

export interface TestSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

/** A self-signed certificate for 127.0.0.1 and localhost (openssl), made once per machine run. */
export function localCertificate(): { key: string; cert: string; certFile: string } {
  const dir = path.join(tmpdir(), "alpine-push-receiver-cert");
  const keyFile = path.join(dir, "key.pem");
  const certFile = path.join(dir, "cert.pem");
  if (!existsSync(certFile)) {
    const scratch = mkdtempSync(path.join(tmpdir(), "push-cert-"));
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "30",
        "-subj",
        "/CN=localhost",
        "-addext",
        "subjectAltName=IP:127.0.0.1,DNS:localhost",
        "-keyout",
        path.join(scratch, "key.pem"),
        "-out",
        path.join(scratch, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
    execFileSync("mkdir", ["-p", dir]);
    execFileSync("mv", [path.join(scratch, "key.pem"), keyFile]);
    execFileSync("mv", [path.join(scratch, "cert.pem"), certFile]);
  }
  return { key: readFileSync(keyFile, "utf8"), cert: readFileSync(certFile, "utf8"), certFile };
}

const b64url = (buffer: Buffer) => buffer.toString("base64url");

/** RFC 8291 §3.4 and RFC 8188 §2: the browser's side of aes128gcm with one record. */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), keys.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter (0x02)");
  return padded.subarray(0, end).toString("utf8");
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`, the JWT ES256-signed for this push service's origin. */
function checkVapid(authorization: string | undefined, origin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? "");
  if (!match) return { problem: `Authorization is not "vapid t=…, k=…": ${authorization}` };
  const [header, claims, signature] = match[1]!.split(".");
  const key = Buffer.from(match[2]!, "base64url");
  const publicKey = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64url(key.subarray(1, 33)), y: b64url(key.subarray(33, 65)) },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature ?? "", "base64url"),
  );
  const parsedClaims = JSON.parse(Buffer.from(claims ?? "", "base64url").toString("utf8")) as PushRequest["claims"];
  const alg = (JSON.parse(Buffer.from(header ?? "", "base64url").toString("utf8")) as { alg?: string }).alg;
  let problem: string | undefined;
  if (alg !== "ES256") problem = `JWT alg ${alg}`;
  else if (!signed) problem = "JWT signature does not verify with k";
  else if (parsedClaims?.aud !== origin) problem = `JWT aud ${parsedClaims?.aud}, expected ${origin}`;
  else if (!parsedClaims?.exp || parsedClaims.exp * 1000 < Date.now()) problem = "JWT expired";
  return { problem, key: match[2], claims: parsedClaims };
}

export class PushReceiver {
  readonly requests: PushRequest[] = [];
  /** The answer per endpoint id; `defaultAnswer` for the rest. */
  readonly answers = new Map<string, ReceiverAnswer>();
  defaultAnswer: ReceiverAnswer = 201;
  private readonly browsers = new Map<string, BrowserKeys>();
  private readonly listener = new LoopbackListener();
  private nextId = 1;
  private waiters: (() => void)[] = [];

  get origin(): string {
    return `https://127.0.0.1:${this.listener.port}`;
  }

  async start(): Promise<void> {
    const { key, cert } = localCertificate();
    const server = createServer({ key, cert }, (request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const endpointId = (request.url ?? "").replace(/^\/push\//, "");
        const answer = this.answers.get(endpointId) ?? this.defaultAnswer;
        const body = Buffer.concat(chunks);
        const recorded: PushRequest = {
          endpointId,
          headers: request.headers,
          body,
          payload: undefined,
          receivedAt: Date.now(),
          answered: answer,
        };
        const browser = this.browsers.get(endpointId);
        try {
          if (!browser) throw new Error("unknown endpoint");
          recorded.payload = decryptPush(body, browser);
        } catch (error) {
          recorded.decryptError = String(error);
        }
        const vapid = checkVapid(request.headers.authorization, this.origin);
        Object.assign(recorded, { vapidProblem: vapid.problem, vapidKey: vapid.key, claims: vapid.claims });
        this.requests.push(recorded);
        for (const wake of this.waiters.splice(0)) wake();
        if (answer === "hang") return;
        response.writeHead(
          answer,
          answer === 201 ? { Location: `${this.origin}/message/${this.requests.length}` } : {},
        );
        response.end(answer === 201 ? undefined : `${RECEIVER_ERROR_BODY} ${answer}`); // never kept (issue 33)
      });
    });
    await this.listener.listen(server);
  }

  async stop(): Promise<void> {
    await this.listener.close();
  }

  /** A subscription as a browser's PushSubscription.toJSON() gives it, pointing here. */
  subscription(): TestSubscription {
    const id = `device-${this.nextId++}-${randomBytes(6).toString("hex")}`;
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const auth = randomBytes(16);
    this.browsers.set(id, { ecdh, auth });
    return {
      endpoint: `${this.origin}/push/${id}`,
      expirationTime: null,
      keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
    };
  }

  endpointIdOf(subscription: { endpoint: string }): string {
    return subscription.endpoint.split("/push/")[1]!;
  }

  to(subscription: { endpoint: string }): PushRequest[] {
    const id = this.endpointIdOf(subscription);
    return this.requests.filter((request) => request.endpointId === id);
  }

  /** Resolves once `count` requests in all have arrived (or rejects after `timeoutMs`). */
  async waitFor(count: number, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.requests.length < count) {
      if (Date.now() > deadline) throw new Error(`push receiver: ${this.requests.length} of ${count} requests`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  reset(): void {
    this.requests.length = 0;
    this.answers.clear();
    this.defaultAnswer = 201;
  }
}

/** Trusts the receiver's certificate in this process (the https global agent web-push uses). */
export function trustReceiverCertificate(): void {
  const { cert } = localCertificate();
  globalAgent.options.ca = [...rootCertificates, cert];
}

/** VAPID keys for this test file (web-push's own generator), set in the environment. */
export async function useVapidKeys(
  subject = "mailto:alerts-test@alpine.test",
): Promise<{ publicKey: string; privateKey: string }> {
  const { default: webPush } = await import("web-push");
  const keys = webPush.generateVAPIDKeys();
  process.env.VAPID_PUBLIC_KEY = keys.publicKey;
  process.env.VAPID_PRIVATE_KEY = keys.privateKey;
  process.env.VAPID_SUBJECT = subject;
  return keys;
}
