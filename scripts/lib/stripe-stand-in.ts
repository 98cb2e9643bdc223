/**
 * A local stand-in for the few Stripe API calls the site makes (decision 046), so nothing local
 * reaches Stripe: Checkout Session create and retrieve (POST/GET /v1/checkout/sessions) and Refund
 * create (POST /v1/refunds), answering Stripe's documented JSON (stripe-payloads.ts) to the real
 * `stripe` client, whose host/port/protocol point here (STRIPE_API_BASE). Idempotency-Key is kept as
 * Stripe keeps it: the same key answers the first response. It also serves a tiny hosted "checkout
 * page" (/checkout/:id): "Pay by card" completes the session and posts a correctly signed
 * checkout.session.completed to the site's webhook, then returns to success_url; "Pay by bank (ACH)"
 * posts it unpaid (processing) and then async_payment_succeeded. A refund posts charge.refunded.
 * `npm run dev` and the e2e stack start it; integration tests start one per file.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { LoopbackListener } from "./loopback-server";
import {
  charge,
  checkoutSession,
  refund,
  stripeEvent,
  stripeId,
  signPayload,
  type StripeObject,
} from "./stripe-payloads";

/** Stripe's form encoding (`a[b][0]=x`) as an object; arrays come out as objects keyed "0", "1" … */
export function parseStripeForm(body: string): StripeObject {
  const out: StripeObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, "").split("[");
    let node = out;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as StripeObject;
    });
  }
  return out;
}

interface Delivery {
  url: string;
  payload: string;
  signature: string;
  status: number;
}

export class StripeStandIn {
  readonly sessions = new Map<string, StripeObject>();
  /** Requests to POST /v1/checkout/sessions that made a new session (idempotent replays do not count). */
  sessionsCreated = 0;
  readonly refunds: StripeObject[] = [];
  readonly deliveries: Delivery[] = [];
  /** Where events go, and the secret they are signed with. */
  webhookUrl: string | undefined;
  webhookSecret: string;
  /** Answer every API call with this status (500, 503) instead: a Stripe outage. */
  failWith: number | undefined;
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  private readonly intents = new Map<string, { amount: number; refunded: number }>();
  private readonly listener = new LoopbackListener();

  constructor(options: { webhookUrl?: string; webhookSecret: string }) {
    this.webhookUrl = options.webhookUrl;
    this.webhookSecret = options.webhookSecret;
  }

  get base(): string {
    return `http://127.0.0.1:${this.listener.port}`;
  }

  async start(): Promise<this> {
    await this.listener.listen(createServer((request, response) => void this.answer(request, response)));
    return this;
  }

  stop(): Promise<void> {
    return this.listener.close();
  }

  /** Completes a session as a payer would on the checkout page; answers the events posted. */
  async pay(sessionId: string, method: "card" | "us_bank_account" = "card"): Promise<Delivery[]> {
    const session = this.sessions.get(sessionId);
    if (!session || session.status !== "open") throw new Error(`session ${sessionId} is not open`);
    const intent = stripeId("pi");
    this.intents.set(intent, { amount: session.amount_total as number, refunded: 0 });
    Object.assign(session, { status: "complete", payment_intent: intent });
    session.payment_status = method === "card" ? "paid" : "unpaid";
    const sent = [await this.deliver("checkout.session.completed", { ...session })];
    if (method === "us_bank_account") {
      session.payment_status = "paid";
      sent.push(await this.deliver("checkout.session.async_payment_succeeded", { ...session }));
    }
    return sent;
  }

  /** Signs and posts an event to the webhook (when one is set); the delivery as made. */
  async deliver(type: string, object: StripeObject): Promise<Delivery> {
    const payload = JSON.stringify(stripeEvent(type, object));
    const signature = await signPayload(payload, this.webhookSecret);
    let status = 0;
    if (this.webhookUrl) {
      const response = await fetch(this.webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
        body: payload,
      }).catch(() => undefined);
      status = response?.status ?? 0;
      await response?.text();
    }
    const delivery = { url: this.webhookUrl ?? "", payload, signature, status };
    this.deliveries.push(delivery);
    return delivery;
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const url = new URL(request.url ?? "/", this.base);
    const reply = (status: number, value: unknown) => {
      response.writeHead(status, { "Content-Type": "application/json", "Request-Id": stripeId("req") });
      response.end(JSON.stringify(value));
    };
    try {
      if (url.pathname.startsWith("/checkout/")) return await this.checkoutPage(request, url, body, response);
      if (!/^Bearer sk_\w+$/.test(request.headers.authorization ?? ""))
        return reply(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      if (this.failWith) return reply(this.failWith, { error: { type: "api_error", message: "stand-in outage" } });
      const key = request.headers["idempotency-key"];
      const remembered = typeof key === "string" ? this.idempotent.get(`${url.pathname}|${key}`) : undefined;
      if (remembered) return reply(remembered.status, remembered.body);
      const [status, value] = this.api(request.method ?? "GET", url, parseStripeForm(body));
      if (typeof key === "string" && request.method === "POST")
        this.idempotent.set(`${url.pathname}|${key}`, { status, body: value });
      reply(status, value);
      if (status === 200 && url.pathname === "/v1/refunds") void this.refunded(value as StripeObject);
    } catch (error) {
      reply(500, { error: { type: "api_error", message: String(error) } });
    }
  }

  private api(method: string, url: URL, form: StripeObject): [number, unknown] {
    const invalid = (message: string, param?: string) =>
      [400, { error: { type: "invalid_request_error", message, param } }] as [number, unknown];
    if (method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const item = ((form.line_items as StripeObject | undefined)?.["0"] ?? {}) as StripeObject;
      const price = (item.price_data ?? {}) as StripeObject;
      const amount = Number(price.unit_amount) * Number(item.quantity ?? 1);
      if (!Number.isSafeInteger(amount) || amount < 50)
        return invalid("Invalid unit_amount", "line_items[0][price_data][unit_amount]");
      const id = stripeId("cs");
      const session = checkoutSession({
        id,
        amountTotal: amount,
        currency: String(price.currency ?? "usd"),
        metadata: (form.metadata ?? {}) as Record<string, string>,
        clientReferenceId: (form.client_reference_id as string | undefined) ?? null,
        successUrl: String(form.success_url),
        cancelUrl: (form.cancel_url as string | undefined) ?? null,
        customerEmail: (form.customer_email as string | undefined) ?? null,
        expiresAt: form.expires_at ? Number(form.expires_at) : undefined,
        url: `${this.base}/checkout/${id}`,
      });
      this.sessions.set(id, session);
      this.sessionsCreated++;
      return [200, session];
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(url.pathname);
    if (method === "GET" && sessionMatch) {
      const session = this.sessions.get(sessionMatch[1]!);
      return session
        ? [200, session]
        : [404, { error: { type: "invalid_request_error", message: "No such checkout.session" } }];
    }
    if (method === "POST" && url.pathname === "/v1/refunds") {
      const intentId = String(form.payment_intent ?? "");
      const intent = this.intents.get(intentId);
      if (!intent) return invalid(`No such payment_intent: '${intentId}'`, "payment_intent");
      const amount = form.amount === undefined ? intent.amount - intent.refunded : Number(form.amount);
      if (!Number.isSafeInteger(amount) || amount <= 0 || intent.refunded + amount > intent.amount)
        return invalid(`Refund amount is greater than unrefunded amount on charge`, "amount");
      intent.refunded += amount;
      const made = refund({
        paymentIntent: intentId,
        amount,
        metadata: (form.metadata ?? {}) as Record<string, string>,
      });
      this.refunds.push(made);
      return [200, made];
    }
    return [
      404,
      { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${url.pathname})` } },
    ];
  }

  private async refunded(made: StripeObject): Promise<void> {
    const intentId = made.payment_intent as string;
    const intent = this.intents.get(intentId)!;
    await this.deliver(
      "charge.refunded",
      charge({ paymentIntent: intentId, amount: intent.amount, amountRefunded: intent.refunded }),
    );
  }

  /** The hosted page: GET shows the amount and two buttons; POST …/pay completes it and returns to success_url. */
  private async checkoutPage(request: IncomingMessage, url: URL, body: string, response: ServerResponse) {
    const [, , id, action] = url.pathname.split("/");
    const session = this.sessions.get(id ?? "");
    const html = (status: number, content: string) => {
      response.writeHead(status, { "Content-Type": "text/html; charset=utf-8" });
      response.end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Stripe stand-in checkout</title></head><body style="font-family:sans-serif;max-width:30rem;margin:2rem auto;padding:0 1rem">${content}</body></html>`,
      );
    };
    if (!session) return html(404, "<h1>No such checkout session</h1>");
    if (request.method === "POST" && action === "pay") {
      if (session.status === "open")
        await this.pay(id!, new URLSearchParams(body).get("method") === "us_bank_account" ? "us_bank_account" : "card");
      response.writeHead(303, { Location: String(session.success_url).replace("{CHECKOUT_SESSION_ID}", id!) });
      response.end();
      return;
    }
    const amount = `$${((session.amount_total as number) / 100).toFixed(2)}`;
    const button = (method: string, label: string) =>
      `<form method="post" action="/checkout/${id}/pay"><input type="hidden" name="method" value="${method}"><button type="submit" style="font-size:1.1rem;padding:.6rem 1rem;margin:.3rem 0">${label}</button></form>`;
    return html(
      200,
      `<h1>Pay ${amount}</h1><p>Local Stripe stand-in: no card data, nothing leaves this machine.</p><p>Status: ${String(session.status)}</p>${session.status === "open" ? button("card", `Pay ${amount}`) + button("us_bank_account", "Pay by bank (ACH)") : ""}${session.cancel_url ? `<p><a href="${String(session.cancel_url)}">Back</a></p>` : ""}`,
    );
  }
}
