/**
 * Rewrites a sentence of a seeded e-mail template, but only in a template still exactly as seeded
 * (its HTML and text compared by md5 digest); one an admin has edited is left alone. Used by the
 * migrations that change the seeded copy (content/seed/email-templates.json gives new databases
 * the new copy).
 */
import { sql, type Kysely } from "kysely";

export interface SeededCopy {
  /** md5 of the HTML as seeded (before and after the e-mail sanitiser, decision 036d). */
  html: readonly string[];
  /** md5 of the text as seeded. */
  text: string;
}

export interface CopyChange {
  html: { from: string; to: string };
  text: { from: string; to: string };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function rewriteSeededCopy(db: Kysely<any>, name: string, change: CopyChange, seeded: SeededCopy) {
  await sql`
    update email_templates
    set html_content = replace(html_content, ${change.html.from}, ${change.html.to}),
        text_content = replace(text_content, ${change.text.from}, ${change.text.to}),
        updated_at = now()
    where name = ${name}
      and md5(html_content) in (${sql.join(seeded.html)})
      and md5(text_content) = ${seeded.text}
  `.execute(db);
}

/** The same change the other way, for a migration's down. */
export const reversed = ({ html, text }: CopyChange): CopyChange => ({
  html: { from: html.to, to: html.from },
  text: { from: text.to, to: text.from },
});
