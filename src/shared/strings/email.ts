/**
 * Every user-visible string of the console's mail desk (the health banner, the outbox and the
 * template editor); the UI renders these and the tests look for the same constants.
 */
import { quotePhaseOptions } from "../options";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const emailStrings = {
  banner: {
    label: "E-mail status",
    notConfigured:
      "E-mail is not configured: no Postmark server token is set, so messages stay in the outbox and nobody receives them.",
    failed: (count: number) => `${plural(count, "e-mail", "e-mails")} could not be sent.`,
    review: "Review the outbox",
  },
  subNav: { label: "E-mail", outbox: "Outbox", templates: "Templates" },
  /** Every e-mail preview's disclosure of the plain-text twin (templates and quote follow-ups). */
  plainTextVersion: "Plain-text version",
  outbox: {
    title: "E-mail Outbox",
    intro: "Messages waiting to be sent and messages that failed. A failed message can be retried once fixed.",
    heading: "Pending and failed messages",
    tableLabel: "Pending and failed e-mails table, scrolls sideways",
    columns: {
      recipient: "Recipient",
      subject: "Subject",
      tag: "Tag",
      status: "Status",
      attempts: "Attempts",
      lastError: "Last error",
      nextAttempt: "Next attempt",
      created: "Created",
      actions: "Actions",
    },
    attempts: (made: number, allowed: number) => `${made} of ${allowed}`,
    none: "—",
    empty: "Nothing is waiting: every e-mail has been sent.",
    retry: "Retry",
    retrying: "Retrying...",
    retryLabel: (subject: string, recipient: string) => `Retry "${subject}" to ${recipient}`,
    retried: "E-mail queued again",
    retriedText: "It will be sent within a few minutes.",
    retryFailed: "Could not retry the e-mail",
  },
  templates: {
    title: "E-mail Templates",
    intro:
      "The follow-up e-mail of each quote phase, and the texts every proposal starts with. You edit the message; the branded header and footer are added to every e-mail.",
    tabsLabel: "Template for",
    tab: (phase: (typeof quotePhaseOptions)[number]["value"]) =>
      quotePhaseOptions.find((option) => option.value === phase)!.label,
    editorHeading: "Edit template",
    subject: "Subject",
    html: "HTML content",
    htmlHint: "Paragraphs, bold, italics, lists, headings and links. Anything else is removed when you save.",
    placeholderLink: (href: string) =>
      `A link cannot start with a placeholder ("${href}"): begin it with a fixed address such as https://alpineslateroofing.com/ and put placeholders after it`,
    text: "Plain-text content",
    textHint: "Left empty, the plain text is made from the HTML.",
    placeholdersHeading: "Placeholders",
    placeholdersIntro: "Type a placeholder with its double braces; each e-mail fills in the customer's value.",
    save: "Save Template",
    saving: "Saving...",
    saved: "Template Saved",
    savedText: "The next follow-up e-mail of this phase uses it.",
    saveFailed: "Could not save the template",
    sendTest: "Send me a test",
    sendingTest: "Sending...",
    sendTestHint: (email: string) => `Sends the saved template, with sample values, to ${email}.`,
    unsavedHint: "Save your changes first: the test sends the saved template.",
    testQueued: "Test e-mail queued",
    testQueuedText: (email: string) => `It is on its way to ${email}.`,
    testFailed: "Could not send the test",
    previewHeading: "Preview",
    previewIntro: "With sample values, exactly as the e-mail will be sent.",
    previewFrameTitle: "E-mail preview",
    previewSubject: "Subject:",
    previewUpdating: "Updating preview...",
    empty: "No follow-up templates are set up yet.",
  },
} as const;
