/** Words of the conversation with a lead (issue 21): webhook answers, the lead's e-mail state, the timeline. */
import { formatCents } from "../proposals/money";
export const conversationStrings = {
  webhook: {
    unauthorized: "Postmark webhook credentials are missing or wrong.",
    notConfigured:
      "Postmark webhooks are not configured: set POSTMARK_WEBHOOK_SECRET (user:password) and put the same credentials in the webhook URL at Postmark.",
    notAnObject: "The webhook body must be a JSON object.",
    missingMessageId: "MessageID is missing: every Postmark webhook names the message it is about.",
    badRecordType: "RecordType must be a string naming the event (Inbound, Delivery, Bounce, SpamComplaint, Open).",
    tooLarge: "The webhook body is larger than 6 MB, the most a Netlify function takes in.",
    tooDeep: "The webhook body is nested too deeply (more than 64 levels of objects and arrays).",
  },
  /** The lead's e-mail after a hard bounce (issue 21, item 5), on the lead page and in lists. */
  bouncedEmail: "E-mail bounced: mailbox does not exist. Call instead.",
  complainedEmail: "Marked our e-mail as spam: no automatic e-mail goes to this address.",
  mailDesk: {
    problemsHeading: "Bounces and spam complaints",
    problemsIntro:
      "What Postmark reported after sending. A hard bounce or a complaint stops automatic e-mail to that address.",
    problemsEmpty: "No message bounced and nobody marked one as spam.",
    bounced: (type: string | null) => `Bounced${type ? ` (${type})` : ""}`,
    complained: "Marked as spam",
    retryable: "Postmark can reactivate this address.",
    webhooksOff:
      "Postmark webhooks are refused: POSTMARK_WEBHOOK_SECRET is not set, so replies, deliveries and bounces are not recorded.",
  },
  /** The lead page's conversation panel. */
  panel: {
    heading: "Conversation",
    intro: "Everything about this customer, oldest first: the request, every e-mail out and in, proposals and changes.",
    showOlder: (count: number) => `Show ${count} earlier`,
    newest: "Back to the newest",
    loadFailed: "The conversation could not be loaded.",
    submission: (kind: "contact" | "quote") => (kind === "quote" ? "Quote request received" : "Enquiry received"),
    source: "Source",
    notes: "Notes",
    mailOut: "E-mail sent",
    customerWrote: "Customer wrote",
    youWrote: (by: string | null) => (by ? `${by} wrote` : "You wrote"),
    showQuoted: "Show the quoted history",
    showImages: "Show images",
    imagesBlocked: (count: number) => `${count} remote image${count === 1 ? "" : "s"} not loaded`,
    attachmentDropped: "not kept",
    textedPhoto: (n: number) => `Photo ${n} the customer texted (opens full size)`,
    /** Why an attachment was not kept, after its name. */
    droppedReasons: {
      type: "not kept: only images and PDFs are kept",
      size: "not kept: larger than 4 MB",
      total: "not kept: the message's attachments pass 4.5 MB",
      unreadable: "not kept: the file is not what it claims to be",
      pixels: "not kept: the image has more than 40 megapixels",
      "total-pixels": "not kept: the message's images pass 100 megapixels",
      "not-photo": "not kept: only photos are kept from texts",
      "photo-size": "not kept: larger than 4.4 MB",
      source: "not kept: not a Twilio media address",
      gone: "not kept: Twilio no longer has the file",
    } as Record<string, string>,
    delivery: {
      queued: "Queued",
      sent: "Sent",
      delivered: "Delivered",
      opened: "Opened",
      bounced: "Bounced",
      complained: "Marked as spam",
      failed: "Failed",
    } as Record<string, string>,
  },
  composer: {
    heading: "Reply",
    label: "Your message",
    hint: "Plain text. Placeholders such as {{firstName}} are filled in when sent.",
    snippet: "Insert a snippet",
    noSnippet: "Choose a snippet",
    preview: "Preview",
    send: "Send reply",
    sending: "Sending…",
    sent: "Reply queued",
    sentText: "It goes out through the outbox, threaded on the customer's last message.",
    failed: "The reply could not be sent",
    draftRestored: "Your unsent reply was restored.",
    to: "To",
    subject: "Subject",
  },
  unmatched: {
    title: "Unmatched replies",
    subNav: "Unmatched replies",
    intro:
      "E-mails to the reply address that no lead claims (an unknown sender, a sender whose address could not be verified, a forwarded message, a lead closed long ago). Attach each to its lead, or discard it.",
    heading: "Waiting to be matched",
    empty: "Every reply is on its lead.",
    from: "From",
    received: "Received",
    kind: "Lead type",
    leadId: "Lead number",
    attach: "Attach",
    attachTo: (name: string) => `Attach to ${name}`,
    /** The reason starts "sender not verified: …" (server/conversation/sender-auth.ts). */
    senderUnverified: (reason: string) =>
      `${reason.charAt(0).toUpperCase()}${reason.slice(1)}. The From line may be forged: check before attaching it to a lead.`,
    discard: "Discard",
    attached: "Attached to the lead",
    discarded: "Discarded",
    failed: "That did not work",
    kinds: { quote: "Quote", contact: "Contact" } as Record<string, string>,
  },
  snippets: {
    tab: "Saved replies",
    heading: "Saved replies (snippets)",
    intro: "Short texts the lead page's composer can insert. The same placeholders as the templates work here.",
    title: (index: number) => `Title of snippet ${index + 1}`,
    body: (index: number) => `Text of snippet ${index + 1}`,
    add: "Add a snippet",
    remove: (index: number) => `Remove snippet ${index + 1}`,
    save: "Save snippets",
    saved: "Snippets saved",
    failed: "The snippets could not be saved",
  },
  timeline: {
    statusChange: (from: string, to: string) => `Status: ${from} → ${to}`,
    callLogged: "Call with the customer logged",
    contractCancelled: (version: number, reason: string | null) =>
      `Contract (proposal v${version}) cancelled by the customer${reason ? `: ${reason}` : ""}`,
    changeOrder: {
      issued: (number: number, totalCents: number) =>
        `Change order ${number} sent: new total ${formatCents(totalCents)}`,
      signed: (number: number, name: string) => `Change order ${number} signed by ${name}`,
      withdrawn: (number: number) => `Change order ${number} withdrawn`,
    },
  },
  /** "Logged a call" on the lead's page (issue 34, item 1): a call answers the lead like a reply. */
  call: {
    button: "Logged a call",
    hint: "Spoke to the customer on the phone? One tap records it as the answer.",
    logging: "Logging…",
    logged: "Call logged",
    loggedText: "The lead counts as answered.",
    failed: "The call could not be logged",
  },
  dashboard: {
    unread: (count: number) => `${count} unread customer ${count === 1 ? "reply" : "replies"}`,
    replied: "Replied",
  },
  reply: {
    subjectPrefix: "Re: ",
    /** The subject of a message that answers nothing yet. */
    firstSubject: (business: string) => `A note from ${business}`,
    bounced: "This address bounced (mailbox does not exist). Call the customer instead.",
    noEmail: "This lead has no e-mail address.",
    empty: "Write a message first.",
  },
} as const;

/** The subject a proposal question carries in the lead's conversation. */
export const proposalQuestionSubject = (version: number) => `Question about proposal v${version}`;
