/** What the console reads of a lead's conversation and timeline (issue 21); dates are ISO strings. */
import type { LeadKind } from "./schemas/privacy";
import type { TextStatus } from "./texts";

export type DeliveryState = "queued" | "sent" | "delivered" | "opened" | "bounced" | "complained" | "failed";

export interface MailAttachmentView {
  name: string;
  contentType: string;
  size: number;
  /** A console URL when the file was kept. */
  url: string | null;
  /** Why it was not kept (strings: conversationStrings.panel.droppedReasons). */
  dropped:
    | "type"
    | "size"
    | "total"
    | "unreadable"
    | "pixels"
    | "total-pixels"
    | "not-photo"
    | "photo-size"
    | "source"
    | "gone"
    | null;
  /** A photo texted by the customer (issue 32): its thumbnail, shown on the timeline entry. */
  thumbnail?: { src: string; width: number; height: number };
}

export interface MessageView {
  id: string;
  direction: "in" | "out";
  /** An e-mail or a text (issue 32); a text's delivery is `textDelivery`. */
  channel: "email" | "text";
  textDelivery: { status: TextStatus; errorCode: number | null } | null;
  from: string;
  fromName: string | null;
  subject: string;
  /** The reply without the quoted history. */
  text: string;
  /** The whole text, quoted history included (shown on request); null when it adds nothing. */
  fullText: string | null;
  /** Sanitised HTML without images; `withImages` only when asked. */
  html: string | null;
  remoteImages: number;
  attachments: MailAttachmentView[];
  readAt: string | null;
  sentBy: string | null;
  delivery: DeliveryState | null;
  bounceDescription: string | null;
}

export type TimelineEntry =
  | { type: "submission"; at: string; kind: LeadKind; source: string | null; summary: string }
  | { type: "notes"; at: string; text: string }
  | { type: "status"; at: string; label: string; by: string | null }
  | {
      type: "mail-out";
      at: string;
      subject: string;
      to: string;
      delivery: DeliveryState;
      detail: string | null;
      outboxId: string;
    }
  | { type: "message"; at: string; message: MessageView }
  | { type: "proposal"; at: string; label: string; by: string | null };

export interface LeadTimeline {
  lead: { kind: LeadKind; id: number; name: string; email: string | null };
  /** "E-mail bounced: …" when the address hard-bounced; the composer then refuses to send. */
  emailWarning: string | null;
  entries: TimelineEntry[];
  /** Entries before the first one returned. */
  older: number;
  total: number;
  /** Used by the composer: the subject and threading of the reply. */
  replySubject: string;
  /**
   * Whether the composer may send a text (issue 32, item 3), with the reason when not (no consent,
   * stopped by the customer, a number that cannot take texts, texting off). Absent: texting is off.
   */
  texting?: { available: true } | { available: false; reason: string };
}

export interface UnmatchedMessage {
  message: MessageView;
  receivedAt: string;
  /** "sender not verified: …" when Postmark's SPF/DKIM results did not prove the sender (issue 33); else null. */
  senderUnverified: string | null;
  /** Open leads of the same sender, offered first. */
  suggestions: { kind: LeadKind; id: number; name: string }[];
}

export const TIMELINE_PAGE = 50;
