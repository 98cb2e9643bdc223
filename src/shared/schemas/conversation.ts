/**
 * The conversation with a lead (issue 21): the composer's reply and the owner's saved replies
 * (snippets), on zod/mini so the console checks them as the server does. Both may use the e-mail
 * templates' placeholders ({{firstName}} …); any other `{{name}}` is refused with its field.
 */
import "../zod-setup";
import "../zod-locale";
import { z } from "zod/mini";
import { unknownPlaceholders, emailTemplateMessages } from "./email-template";
import { forServer } from "./full-zod";

export const REPLY_BODY_MAX = 10_000;
export const SNIPPET_TITLE_MAX = 80;
export const SNIPPET_BODY_MAX = 5_000;
export const SNIPPETS_MAX = 30;

export const conversationMessages = {
  bodyRequired: "Write a message first",
  bodyTooLong: `The message must be ${REPLY_BODY_MAX} characters or less`,
  titleRequired: "Give the snippet a short title",
  titleTooLong: `The title must be ${SNIPPET_TITLE_MAX} characters or less`,
  snippetTooLong: `A snippet must be ${SNIPPET_BODY_MAX} characters or less`,
  tooManySnippets: `At most ${SNIPPETS_MAX} snippets`,
};
const m = conversationMessages;

const knownPlaceholders = z.superRefine((value: string, context) => {
  const unknown = unknownPlaceholders(value);
  if (unknown.length > 0) {
    context.addIssue({ code: "custom", message: emailTemplateMessages.unknownPlaceholders(unknown), input: value });
  }
});

const text = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).check(
    z.overwrite((value) => value.replace(/\r\n?/g, "\n").trim()),
    z.minLength(1, required),
    z.maxLength(max, tooLong),
    knownPlaceholders,
  );

export const replySchema = z.object({ body: text(REPLY_BODY_MAX, m.bodyRequired, m.bodyTooLong) });
export type ReplyInput = z.infer<typeof replySchema>;

export const snippetSchema = z.object({
  title: z.string({ error: m.titleRequired }).check(
    z.overwrite((value) => value.replace(/\s+/g, " ").trim()),
    z.minLength(1, m.titleRequired),
    z.maxLength(SNIPPET_TITLE_MAX, m.titleTooLong),
  ),
  body: text(SNIPPET_BODY_MAX, m.bodyRequired, m.snippetTooLong),
});
export const snippetsSchema = z.object({
  snippets: z.array(snippetSchema).check(z.maxLength(SNIPPETS_MAX, m.tooManySnippets)),
});
export type Snippet = z.infer<typeof snippetSchema>;
export type SnippetsInput = z.infer<typeof snippetsSchema>;

export const attachSchema = z.object({
  kind: z.enum(["contact", "quote"]),
  id: z.number().check(z.int(), z.positive()),
});

export const server = {
  reply: forServer(replySchema),
  snippets: forServer(snippetsSchema),
  attach: forServer(attachSchema),
};
