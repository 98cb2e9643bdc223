/**
 * Twilio's webhooks by hand, without Twilio (issue 32, item 8): posts a request in Twilio's documented shape
 * (scripts/lib/twilio-payloads.ts), signed with X-Twilio-Signature as Twilio signs it (TWILIO_AUTH_TOKEN, default
 * the dev token `npm run dev` sets), to the running site's /api/webhooks/twilio/*.
 *
 *   npm run sms:simulate -- inbound --lead 12 --text "Tuesday works"     a text from quote 12's phone
 *   npm run sms:simulate -- inbound --contact 5 --text "…"               from contact enquiry 5's phone
 *   npm run sms:simulate -- inbound --from "+19735550142" --text "…"      from any number (unknown → Unmatched)
 *   npm run sms:simulate -- stop --lead 12                                STOP (also: help, start)
 *   npm run sms:simulate -- status --message SM… --state undelivered --code 30006
 *   npm run sms:simulate -- mms --lead 12 --photo roof.jpg [--text "…"]  an MMS: the stand-in serves the file
 *
 * Reads the lead's phone and the text's number from DATABASE_URL or the local embedded database; the site is
 * http://localhost:$PORT (8888) unless --url is given. For `mms` the file goes to the Messages API stand-in that
 * `npm run dev` started (its URL from the local data folder, or TWILIO_API_BASE), which serves it at a Media URL
 * in Twilio's shape to the account's credentials only; the MMS names that URL and the file's type.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { localDataDir } from "./lib/local-database";
import { twilioStandInFile } from "./lib/twilio-stand-in";
import { launcherPorts } from "./lib/launcher-ports";
import { inboundFields, signedTwilioRequest, statusFields, TEST_AUTH_TOKEN } from "./lib/twilio-payloads";
import { runScript, withScriptDatabase } from "./lib/script-database";
import { e164Of } from "../src/shared/sms-numbers";

const KINDS = ["inbound", "stop", "start", "help", "status", "mms"] as const;
type Kind = (typeof KINDS)[number];
const USAGE = `usage: npm run sms:simulate -- <${KINDS.join("|")}> [--lead N | --contact N | --from +1…] [--text "…"] [--message SM… --state delivered|undelivered|failed [--code 30006]] [--photo file.jpg] [--url http://localhost:8888]`;

async function senderOf(values: Record<string, string | undefined>): Promise<string> {
  if (values.from) return e164Of(values.from) ?? values.from;
  if (!values.lead && !values.contact) throw new Error(`needs --lead, --contact or --from\n${USAGE}`);
  return withScriptDatabase(async (db) => {
    const table = values.lead ? "quotes" : "contactSubmissions";
    const id = Number(values.lead ?? values.contact);
    const row = await db.selectFrom(table).select("phone").where("id", "=", id).executeTakeFirst();
    const phone = e164Of(row?.phone);
    if (!phone) throw new Error(`${table} ${id} has no US mobile number in this database.`);
    return phone;
  });
}

const TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  heic: "image/heic",
  gif: "image/gif",
  pdf: "application/pdf",
};

/** Hands the file to the running stand-in; its Media URL and type, as the MMS will name them. */
async function servedByStandIn(file: string): Promise<{ url: string; contentType: string }> {
  const base =
    process.env.TWILIO_API_BASE ?? (await readFile(twilioStandInFile(localDataDir()), "utf8").catch(() => undefined));
  if (!base) throw new Error("The Messages API stand-in is not running: start `npm run dev` first.");
  const contentType = TYPES[path.extname(file).slice(1).toLowerCase()] ?? "application/octet-stream";
  const response = await fetch(new URL("/__media", base), {
    method: "POST",
    headers: { "content-type": contentType },
    body: await readFile(file),
  });
  if (!response.ok) throw new Error(`The stand-in refused the file: ${response.status}`);
  return { url: ((await response.json()) as { url: string }).url, contentType };
}

async function requestOf(kind: Kind, values: Record<string, string | undefined>) {
  if (kind === "status") {
    if (!values.message || !values.state) throw new Error(`status needs --message and --state\n${USAGE}`);
    const sid = values.message;
    const to = await withScriptDatabase(async (db) => {
      const row = await db
        .selectFrom("smsMessages")
        .select("toNumber")
        .where("providerSid", "=", sid)
        .executeTakeFirst();
      return row?.toNumber ?? "+19735550142";
    });
    const code = values.code ? Number(values.code) : undefined;
    return {
      path: "/api/webhooks/twilio/status",
      fields: statusFields({ sid, to, state: values.state, errorCode: code }),
    };
  }
  if (kind === "mms") {
    if (!values.photo) throw new Error(`mms needs --photo file.jpg\n${USAGE}`);
    const media = [await servedByStandIn(values.photo)];
    const body = values.text ?? "Here's a photo of the roof.";
    return {
      path: "/api/webhooks/twilio/inbound",
      fields: inboundFields({ from: await senderOf(values), body, media }),
    };
  }
  const body = kind === "inbound" ? (values.text ?? "Tuesday works for us.") : kind.toUpperCase();
  return { path: "/api/webhooks/twilio/inbound", fields: inboundFields({ from: await senderOf(values), body }) };
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: Object.fromEntries(
      ["lead", "contact", "from", "text", "message", "state", "code", "url", "photo"].map((name) => [
        name,
        { type: "string" },
      ]),
    ) as Record<string, { type: "string" }>,
  });
  const kind = positionals[0] as Kind | undefined;
  if (!kind || !KINDS.includes(kind)) throw new Error(USAGE);
  const { path, fields } = await requestOf(kind, values as Record<string, string | undefined>);
  const base =
    (values.url as string | undefined) ?? process.env.SITE_URL ?? `http://localhost:${launcherPorts(process.env).site}`;
  const url = new URL(path, base).href;
  const signed = await signedTwilioRequest(url, fields, process.env.TWILIO_AUTH_TOKEN ?? TEST_AUTH_TOKEN);
  const response = await fetch(url, { method: "POST", headers: signed.headers, body: signed.rawBody });
  console.log(`[sms:simulate] ${kind} ${fields.MessageSid} → ${response.status} ${await response.text()}`);
  if (!response.ok) process.exitCode = 1;
}

runScript(main);
