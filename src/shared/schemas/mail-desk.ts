/**
 * The mail desk's API: the template body as the functions read it, and the JSON it answers with
 * (dates as ISO strings), read by the console.
 */
import type { OutboxStatus, QuotePhase } from "../options";
import { emailTemplateFormSchema } from "./email-template";
import { forServer } from "./full-zod";

/** The editor's rules (email-template.ts, on zod/mini for the console), as the API reads them. */
export const emailTemplateSchema = forServer(emailTemplateFormSchema);

/** Whether e-mail can go out at all, and how many messages wait or have failed. */
export interface MailHealth {
  /** False when no Postmark token is set: messages stay in the outbox. */
  configured: boolean;
  pending: number;
  failed: number;
  /** False when POSTMARK_WEBHOOK_SECRET is unset: Postmark's webhooks are refused (decision 038). */
  webhooks: boolean;
  /** Webhook events stored but not processed yet (the job retries them). */
  unprocessedEvents: number;
}

/** A message Postmark reported bounced or marked as spam (decision 038). */
export interface DeliveryProblem {
  id: string;
  toAddress: string;
  subject: string;
  state: "bounced" | "complained";
  bounceType: string | null;
  description: string | null;
  /** Whether Postmark can reactivate the address (a soft problem). */
  canActivate: boolean | null;
  at: string;
}

/** An outbox message as the console shows it, wherever it lists one. */
export interface OutboxMessageSummary {
  id: string;
  toAddress: string;
  subject: string;
  tag: string | null;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
}

/** A message not yet delivered (pending, being sent, or failed for good). */
export interface AdminOutboxMessage extends OutboxMessageSummary {
  maxAttempts: number;
  nextAttemptAt: string;
}

/** A phase's follow-up template as the editor loads it. */
export interface AdminEmailTemplate {
  id: number;
  phase: QuotePhase;
  name: string;
  subject: string;
  htmlContent: string;
  textContent: string | null;
  updatedAt: string;
}

/** A template rendered with sample values inside the layout: exactly what would be sent. */
export interface EmailPreview {
  subject: string;
  html: string;
  text: string;
}
