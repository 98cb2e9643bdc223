/** Words of the conversation with a lead (issue 21): webhook answers, the lead's e-mail state, the timeline. */
export const conversationStrings = {
  webhook: {
    unauthorized: "Postmark webhook credentials are missing or wrong.",
    notConfigured:
      "Postmark webhooks are not configured: set POSTMARK_WEBHOOK_SECRET (user:password) and put the same credentials in the webhook URL at Postmark.",
    notAnObject: "The webhook body must be a JSON object.",
    missingMessageId: "MessageID is missing: every Postmark webhook names the message it is about.",
    badRecordType: "RecordType must be a string naming the event (Inbound, Delivery, Bounce, SpamComplaint, Open).",
    tooLarge: "The webhook body is larger than 30 MB.",
  },
  /** The lead's e-mail after a hard bounce (issue 21, item 5), on the lead page and in lists. */
  bouncedEmail: "E-mail bounced: mailbox does not exist. Call instead.",
  complainedEmail: "Marked our e-mail as spam: no automatic e-mail goes to this address.",
  mailDesk: {
    webhooksOff:
      "Postmark webhooks are refused: POSTMARK_WEBHOOK_SECRET is not set, so replies, deliveries and bounces are not recorded.",
  },
  reply: {
    subjectPrefix: "Re: ",
    bounced: "This address bounced (mailbox does not exist). Call the customer instead.",
    noEmail: "This lead has no e-mail address.",
    empty: "Write a message first.",
  },
} as const;

/** The subject a proposal question carries in the lead's conversation. */
export const proposalQuestionSubject = (version: number) => `Question about proposal v${version}`;
