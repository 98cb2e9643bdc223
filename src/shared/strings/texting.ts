/** What the lead page's composer says about texts (issue 32, item 3): the channel switch and the segment count. */
import type { TextStatus } from "../texts";
export const textingComposerStrings = {
  channel: "Send as",
  email: "E-mail",
  text: "Text",
  label: "Your text",
  send: "Send text",
  sent: "Text queued",
  sentText: "It goes out through the outbox to the customer's mobile.",
  failed: "The text could not be sent",
  count: (characters: number, segments: number) =>
    `${characters} character${characters === 1 ? "" : "s"} · ${segments} text${segments === 1 ? "" : "s"}`,
  /** A long text is sent as several parts, each billed as one text. */
  cost: (segments: number) => `Sent in ${segments} parts: billed as ${segments} texts.`,
  unicode:
    "An emoji or a character such as ’ or “ makes each part hold 70 characters instead of 160. Straight quotes (' \") keep it at 160.",
} as const;

/** A text on the lead's timeline (issue 32, items 3 and 5): who texted, and our text's delivery state. */
export const textTimelineStrings = {
  customerTexted: "Customer texted",
  youTexted: (by: string | null) => (by ? `${by} texted` : "You texted"),
  status: {
    queued: "Queued",
    sent: "Sent",
    delivered: "Delivered",
    undelivered: "Undelivered",
    failed: "Failed",
    received: "Received",
  } satisfies Record<TextStatus, string>,
  /** After the state of an undelivered or failed text: Twilio's error code. */
  withCode: (state: string, code: number) => `${state} (error ${code})`,
} as const;
