/**
 * Postmark's webhooks by hand, without Postmark (issue 21, item 8): posts a body in Postmark's
 * documented shape (tests/fixtures/postmark) to the running site's /api/webhooks/postmark with the
 * dev credentials (POSTMARK_WEBHOOK_SECRET, default postmark:dev-webhook as `npm run dev` sets it).
 *
 *   npm run mail:simulate -- inbound --lead 12 --text "Tuesday works"     a reply on quote 12 (its Reply-To hash)
 *   npm run mail:simulate -- inbound --contact 5 --text "…"               a reply on contact enquiry 5
 *   npm run mail:simulate -- inbound --from someone@example.com --text "…"  matched by sender, else Unmatched
 *   npm run mail:simulate -- inbound --from someone@example.com --forged   a forged From: Unmatched, "sender not verified"
 *   npm run mail:simulate -- delivery --outbox 34                          (also: bounce, soft-bounce, spam, open)
 *
 * Uses DATABASE_URL or the local embedded database to read the lead's address and mailbox hash and the
 * outbox row's Postmark MessageID; the site is http://localhost:$PORT (8888) unless --url is given.
 */
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { launcherPorts } from "./lib/launcher-ports";
import {
  bouncePayload,
  DEV_WEBHOOK_SECRET,
  deliveryPayload,
  inboundPayload,
  leadReplyPayload,
  openPayload,
  spamComplaintPayload,
} from "./lib/postmark-payloads";
import { runScript, withScriptDatabase } from "./lib/script-database";

const KINDS = ["inbound", "delivery", "bounce", "soft-bounce", "spam", "open"] as const;
type Kind = (typeof KINDS)[number];

const USAGE = `usage: npm run mail:simulate -- <${KINDS.join("|")}> [--lead N | --contact N | --from ADDRESS [--forged]] [--text "…"] [--subject "…"] [--outbox N] [--url http://localhost:8888]`;

async function buildBody(
  kind: Kind,
  values: Record<string, string | undefined>,
  forged = false,
): Promise<Record<string, unknown>> {
  return withScriptDatabase(async (db) => {
    if (kind === "inbound") {
      const text = values.text ?? "Thanks, that works for us.";
      if (values.lead || values.contact) {
        const lead = values.lead
          ? ({ kind: "quote", id: Number(values.lead) } as const)
          : ({ kind: "contact", id: Number(values.contact) } as const);
        const table = lead.kind === "quote" ? "quotes" : "contactSubmissions";
        const row = await db
          .selectFrom(table)
          .select(["email", "firstName", "lastName"])
          .where("id", "=", lead.id)
          .executeTakeFirst();
        if (!row) throw new Error(`No ${lead.kind} ${lead.id} in this database.`);
        return leadReplyPayload(db, lead, {
          from: values.from ?? row.email,
          fromName: `${row.firstName} ${row.lastName}`,
          inboundDomain: process.env.INBOUND_DOMAIN,
          text,
          subject: values.subject,
        });
      }
      if (!values.from) throw new Error(`inbound needs --lead, --contact or --from\n${USAGE}`);
      const authentication = forged ? "forged" : "pass";
      return inboundPayload({ from: values.from, text, subject: values.subject, authentication });
    }
    if (!values.outbox || !/^\d+$/.test(values.outbox)) throw new Error(`${kind} needs --outbox N\n${USAGE}`);
    const row = await db
      .selectFrom("emailOutbox")
      .select(["id", "toAddress", "providerMessageId"])
      .where("id", "=", values.outbox)
      .executeTakeFirst();
    if (!row) throw new Error(`No outbox row ${values.outbox} in this database.`);
    const options = {
      messageId: row.providerMessageId ?? randomUUID(),
      outboxId: String(row.id),
      email: row.toAddress,
    };
    if (kind === "delivery") return deliveryPayload(options);
    if (kind === "bounce") return bouncePayload(options);
    if (kind === "soft-bounce") return bouncePayload({ ...options, type: "SoftBounce" });
    if (kind === "spam") return spamComplaintPayload(options);
    return openPayload(options);
  });
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      lead: { type: "string" },
      contact: { type: "string" },
      from: { type: "string" },
      text: { type: "string" },
      subject: { type: "string" },
      outbox: { type: "string" },
      url: { type: "string" },
      forged: { type: "boolean" },
    },
  });
  const kind = positionals[0] as Kind | undefined;
  if (!kind || !KINDS.includes(kind)) throw new Error(USAGE);
  const { forged, ...strings } = values;
  const body = await buildBody(kind, strings, forged === true);
  const base = values.url ?? `http://localhost:${launcherPorts(process.env).site}`;
  const secret = process.env.POSTMARK_WEBHOOK_SECRET ?? DEV_WEBHOOK_SECRET;
  const response = await fetch(new URL("/api/webhooks/postmark", base), {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Basic ${Buffer.from(secret).toString("base64")}`,
    },
    body: JSON.stringify(body),
  });
  console.log(`[mail:simulate] ${kind} ${String(body.MessageID)} → ${response.status} ${await response.text()}`);
  if (!response.ok) process.exitCode = 1;
}

runScript(main);
