/**
 * The rich-text editor and the draft safety net of the console (post and project editors): every
 * string the UI renders, imported by the tests too.
 */
import { formatDateTime } from "../format";
import { SESSION_IDLE_TIMEOUT_MS } from "../session-timing";

export const editorStrings = {
  toolbarLabel: "Formatting",
  heading: (level: number) => `Heading ${level}`,
  headingShort: (level: number) => `H${level}`,
  bold: "Bold",
  italic: "Italic",
  bulletList: "Bulleted list",
  orderedList: "Numbered list",
  link: "Link",
  blockquote: "Quote",
  image: "Image",
  source: "Source",
  sourceOnlyHint: "This content uses HTML the visual editor cannot show, so it opens in the source view.",
  loading: "Loading the editor...",
  hint: "Headings, bold, italic, lists, links, quotes and photos from the toolbar. 'Source' shows the HTML.",
  linkDialog: {
    title: "Link",
    description: "Link the selected text to a page of this site (/blog/...), a web address or an e-mail address.",
    url: "Address",
    urlHint: "https://..., mailto:..., or a path on this site such as /contact",
    invalidUrl:
      "Use an address starting with https://, http://, mailto: or tel:, or a path on this site such as /contact.",
    apply: "Apply link",
    remove: "Remove link",
    cancel: "Cancel",
  },
  draft: {
    regionLabel: "Unsaved changes",
    offer: (savedAt: string) => `You have unsaved changes from ${formatDateTime(savedAt)}.`,
    restore: "Restore",
    discard: "Discard",
    restored: "Your unsaved changes are back.",
  },
  leave: {
    title: "Leave without saving?",
    description: "Your changes are not saved yet. They stay in this browser and the editor offers them next time.",
    stay: "Keep editing",
    leave: "Leave",
  },
  idle: {
    title: "Still there?",
    description: (at: string) =>
      `For security you will be signed out at ${at} after ${SESSION_IDLE_TIMEOUT_MS / 60_000} minutes without saving or loading anything. Your unsaved changes stay in this browser.`,
    stay: "Stay signed in",
    staying: "Staying signed in...",
    failed: "The session could not be extended. Save your work; you may need to sign in again.",
  },
} as const;
