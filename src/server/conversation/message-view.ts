/**
 * A message of the conversation as the console shows it (issue 21, decision 038): its text, its
 * sanitised HTML with remote images held back until asked for, its attachments' links, and the
 * delivery state of the e-mail that carried it.
 */
import { iso } from "../api-view";
import type { Selectable } from "kysely";
import type { Db } from "../db/schema";
import type { EmailOutboxTable } from "../db/mail-tables";
import type { LeadMessagesTable, StoredMailAttachment } from "../db/conversation-tables";
import { suppressionsOf } from "../email/suppressions.repository";
import { sanitizeInboundHtml } from "../content/sanitize";
import type { DeliveryState, MailAttachmentView, MessageView } from "../../shared/conversation";
import { LEAD_PHOTO_THUMBNAIL_WIDTH, leadPhotoPath } from "../../shared/media";
import { conversationStrings as text } from "../../shared/strings/conversation";

type OutboxRow = Selectable<EmailOutboxTable>;
type MessageRow = Selectable<LeadMessagesTable>;

export function deliveryState(row: OutboxRow): DeliveryState {
  if (row.complainedAt) return "complained";
  if (row.bouncedAt) return "bounced";
  if (row.openedAt) return "opened";
  if (row.deliveredAt) return "delivered";
  if (row.status === "sent") return "sent";
  if (row.status === "failed") return "failed";
  return "queued";
}

const IMG = /<img\b[^>]*>/gi;

export function messageView(
  row: MessageRow,
  outbox: OutboxRow | undefined,
  names: Map<string, string>,
  withImages: boolean,
): MessageView {
  // Sanitised again as shown, so a message stored before a sanitiser change is shown by today's rules.
  const clean = row.htmlBody ? sanitizeInboundHtml(row.htmlBody) : null;
  const remoteImages = clean?.match(IMG)?.length ?? 0;
  const html = clean ? (withImages ? clean : clean.replace(IMG, "")) : null;
  return {
    id: String(row.id),
    direction: row.direction,
    channel: row.channel,
    textDelivery: null,
    from: row.fromAddress,
    fromName: row.fromName,
    subject: row.subject,
    text: row.strippedText || row.textBody,
    fullText: row.textBody && row.textBody.trim() !== row.strippedText.trim() ? row.textBody : null,
    html: html || null,
    remoteImages,
    attachments: row.attachments.map((attachment) => attachmentView(String(row.id), attachment)),
    readAt: iso(row.readAt),
    sentBy: row.sentBy ? (names.get(row.sentBy) ?? null) : null,
    delivery: outbox ? deliveryState(outbox) : null,
    bounceDescription: outbox?.bounceDescription ?? null,
  };
}

function attachmentView(messageId: string, attachment: StoredMailAttachment): MailAttachmentView {
  const view: MailAttachmentView = {
    name: attachment.name,
    contentType: attachment.contentType,
    size: attachment.size,
    url: attachment.key ? `/api/admin/messages/${messageId}/attachments/${encodeURIComponent(attachment.key)}` : null,
    dropped: attachment.dropped ?? null,
  };
  const photo = attachment.photo;
  if (!photo) return view;
  // A texted photo (issue 32): the lead's photo files; the thumbnail on the timeline entry opens the photo.
  const width = Math.min(photo.width, LEAD_PHOTO_THUMBNAIL_WIDTH);
  return {
    ...view,
    url: leadPhotoPath(photo.key, photo.width),
    thumbnail: {
      src: leadPhotoPath(photo.key, width),
      width,
      height: Math.round((width * photo.height) / photo.width),
    },
  };
}

/** "E-mail bounced: …" when the address hard-bounced, the spam notice after a complaint; null otherwise. */
export async function emailWarningOf(db: Db, email: string | null): Promise<string | null> {
  if (!email) return null;
  const reasons = (await suppressionsOf(db, email)).map((suppression) => suppression.reason);
  if (reasons.includes("hard-bounce")) return text.bouncedEmail;
  if (reasons.includes("spam-complaint")) return text.complainedEmail;
  return null;
}
