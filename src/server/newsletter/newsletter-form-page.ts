/** The newsletter box as the function renders it again for a plain form post it cannot accept. */
import type { LeadFormPage } from "../http/lead-form-html";
import { blogText } from "../../shared/blog";
import { pages } from "../../shared/pages";
import { newsletterStrings as text } from "../../shared/strings/newsletter";
import { NEWSLETTER_PATHS } from "./newsletter-mail";

export const newsletterFormPage: LeadFormPage = {
  action: NEWSLETTER_PATHS.subscribe,
  formPath: pages.blog.path,
  thanksPath: pages.newsletterCheckEmail.path,
  heading: text.formHeading,
  submit: blogText.subscribe,
  fields: [{ name: "email", label: blogText.newsletterLabel, kind: "email", required: true, autocomplete: "email" }],
};
