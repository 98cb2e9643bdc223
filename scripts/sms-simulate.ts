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
 *
 * Reads the lead's phone and the text's number from DATABASE_URL or the local embedded database; the site is
 * http://localhost:$PORT (8888) unless --url is given. MMS (`mms --photo`) is not built yet (issue 32, item 3).
 */
import { parseArgs } from "node:util";
import { launcherPorts } from "./lib/launcher-ports";
import { inboundFields, signedTwilioRequest, statusFields, TEST_AUTH_TOKEN } from "./lib/twilio-payloads";
import { runScript, withScriptDatabase } from "./lib/script-database";
import { e164Of } from "../src/shared/sms-numbers";

const KINDS = ["inbound", "stop", "start", "help", "status"] as const;
type Kind = (typeof KINDS)[number];
const USAGE = `usage: npm run sms:simulate -- <${KINDS.join("|")}> [--lead N | --contact N | --from +1…] [--text "…"] [--message SM… --state delivered|undelivered|failed [--code 30006]] [--url http://localhost:8888]`;

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
  const body = kind === "inbound" ? (values.text ?? "Tuesday works for us.") : kind.toUpperCase();
  return { path: "/api/webhooks/twilio/inbound", fields: inboundFields({ from: await senderOf(values), body }) };
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: Object.fromEntries(
      ["lead", "contact", "from", "text", "message", "state", "code", "url"].map((name) => [name, { type: "string" }]),
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
