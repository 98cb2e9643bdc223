/**
 * The two lead forms as the functions render them for a post without JavaScript: the same fields,
 * labels, options and order as the islands (ContactForm.tsx, QuoteForm.tsx), and their pages.
 */
import {
  bestTimeOptions,
  budgetRangeOptions,
  contactMethodOptions,
  contactServiceTypeOptions,
  projectTypeOptions,
  roofSizeOptions,
  urgencyOptions,
} from "../../shared/options";
import { contactFormStrings, quoteFormStrings } from "../../shared/strings/leads";
import { TEXT_CONSENT_LABEL, TEXT_CONSENT_VERSION, textConsentWordings } from "../../shared/text-consent";
import type { FormFieldSpec, LeadFormPage } from "./lead-form-html";

const personFields: readonly FormFieldSpec[] = [
  {
    name: "firstName",
    label: contactFormStrings.labels.firstName,
    kind: "text",
    required: true,
    autocomplete: "given-name",
  },
  {
    name: "lastName",
    label: contactFormStrings.labels.lastName,
    kind: "text",
    required: true,
    autocomplete: "family-name",
  },
  { name: "email", label: contactFormStrings.labels.email, kind: "email", required: true, autocomplete: "email" },
  { name: "phone", label: contactFormStrings.labels.phone, kind: "tel", autocomplete: "tel" },
  {
    name: "textConsent",
    label: TEXT_CONSENT_LABEL,
    kind: "checkbox",
    description: textConsentWordings[TEXT_CONSENT_VERSION],
  },
  { name: "textConsentVersion", label: "", kind: "hidden", value: TEXT_CONSENT_VERSION },
];

export const contactFormPage: LeadFormPage = {
  action: "/api/contact",
  formPath: "/contact",
  thanksPath: "/contact/thanks",
  leadKind: "contact",
  heading: contactFormStrings.heading,
  submit: contactFormStrings.submit,
  fields: [
    ...personFields,
    {
      name: "serviceType",
      label: contactFormStrings.labels.serviceType,
      kind: "select",
      options: contactServiceTypeOptions,
      placeholder: contactFormStrings.serviceTypePlaceholder,
    },
    { name: "message", label: contactFormStrings.labels.message, kind: "textarea", required: true },
  ],
};

const q = quoteFormStrings;
const choose = q.selectPlaceholder;

export const quoteFormPage: LeadFormPage = {
  action: "/api/quotes",
  formPath: "/quote",
  leadKind: "quote",
  thanksPath: "/quote/thanks",
  heading: q.heading,
  submit: q.submit,
  fields: [
    ...personFields,
    { name: "address", label: q.labels.address, kind: "text", required: true, autocomplete: "address-line1" },
    { name: "city", label: q.labels.city, kind: "text", required: true, autocomplete: "address-level2" },
    { name: "state", label: q.labels.state, kind: "text", required: true, autocomplete: "address-level1" },
    { name: "zipCode", label: q.labels.zipCode, kind: "text", required: true, autocomplete: "postal-code" },
    {
      name: "projectType",
      label: q.labels.projectType,
      kind: "select",
      required: true,
      options: projectTypeOptions,
      placeholder: q.projectTypePlaceholder,
    },
    { name: "roofSize", label: q.labels.roofSize, kind: "select", options: roofSizeOptions, placeholder: choose },
    { name: "urgency", label: q.labels.urgency, kind: "select", options: urgencyOptions },
    {
      name: "budgetRange",
      label: q.labels.budgetRange,
      kind: "select",
      options: budgetRangeOptions,
      placeholder: choose,
    },
    {
      name: "preferredContactMethod",
      label: q.labels.preferredContactMethod,
      kind: "radio",
      options: contactMethodOptions,
    },
    {
      name: "bestTimeToContact",
      label: q.labels.bestTimeToContact,
      kind: "select",
      options: bestTimeOptions,
      placeholder: choose,
    },
    { name: "description", label: q.labels.description, kind: "textarea" },
  ],
};
