/** The first-text template's editor (issue 32, E-mail → Templates → First text). */
import { TEXT_MAX_CHARS } from "../text-limits";

export const firstTextStrings = {
  tab: "First text",
  heading: "First text to a new lead",
  intro:
    "Sent by text within a minute of a new lead who agreed to texts, in business hours (otherwise the next business morning, never 9 pm–8 am for the customer).",
  label: "Text",
  placeholders: "Placeholders",
  placeholdersIntro: "Type a placeholder with its double braces; each text fills in the customer's value.",
  sample: "As a customer gets it (sample)",
  save: "Save",
  saving: "Saving…",
  saved: "First text saved",
  saveFailed: "The first text could not be saved",
  required: "The text is required",
  tooLong: `Must be ${TEXT_MAX_CHARS.toLocaleString("en-US")} characters or less`,
  unknown: (names: readonly string[]) =>
    `Unknown placeholder${names.length > 1 ? "s" : ""} ${names.map((name) => `{{${name}}}`).join(", ")}: use {{firstName}} or {{projectType}}`,
} as const;
