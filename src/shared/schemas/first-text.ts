/**
 * The automatic first text to a new lead (issue 32, item 2) as the console edits it (E-mail → Templates → First
 * text): its wording with {{firstName}} and {{projectType}} only, at most 1,600 characters (Twilio's limit of a
 * body). On zod/mini so the form checks it as the server does (forServer).
 */
import "../zod-setup";
import "../zod-locale";
import { z } from "zod/mini";
import { firstTextStrings as s } from "../strings/first-text";
import { TEXT_MAX_CHARS } from "../text-limits";

/** The placeholders the first text fills, with what each stands for. */
export const firstTextPlaceholders = {
  firstName: "The customer's first name",
  projectType:
    'The project, as the quote form labels it in lower case ("slate roof repair"; "your project" for a contact enquiry)',
} as const;

/** What the console previews and counts the segments of: a customer and project of a typical length. */
export const FIRST_TEXT_SAMPLE = { firstName: "Eleanor", projectType: "slate roof restoration" } as const;

const PLACEHOLDER_LIKE = /\{\{([^{}]*)\}\}/g;

export function unknownFirstTextPlaceholders(text: string): string[] {
  const found = [...text.matchAll(PLACEHOLDER_LIKE)].map((match) => match[1]!.trim());
  return [...new Set(found.filter((name) => !(name in firstTextPlaceholders)))];
}

/** The text as a customer of the sample would get it. */
export const sampleFirstText = (template: string) =>
  template.replace(PLACEHOLDER_LIKE, (_match, name: string) =>
    name.trim() in FIRST_TEXT_SAMPLE ? FIRST_TEXT_SAMPLE[name.trim() as keyof typeof FIRST_TEXT_SAMPLE] : "",
  );

export const firstTextSchema = z.object({
  text: z.string().check(
    z.trim(),
    z.minLength(1, s.required),
    z.maxLength(TEXT_MAX_CHARS, s.tooLong),
    z.superRefine((value: string, context) => {
      const unknown = unknownFirstTextPlaceholders(value);
      if (unknown.length > 0) context.addIssue({ code: "custom", message: s.unknown(unknown), input: value });
    }),
  ),
});
export type FirstTextInput = z.infer<typeof firstTextSchema>;

/** GET/PUT /api/admin/texts/first-text. */
export interface FirstTextTemplate {
  text: string;
  updatedAt: string | null;
}
