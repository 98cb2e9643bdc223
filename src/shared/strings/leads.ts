/**
 * Every visitor-facing string of the contact and quote forms, in one place:
 * the form islands render these constants and the tests assert against the same ones.
 */

import { site } from "../site";

/**
 * What happens after a message, as one statement: the spec's two timelines (an e-mail answer
 * within 2 hours, a call within 24) read together, on /contact and after sending (issue 25).
 */
export const responsePromise = `We answer by e-mail within ${site.promises.emailResponse} during business hours and call you within ${site.promises.contactWithin}.`;

/** Shown after an urgent quote or an emergency contact request is sent: what happens next, and the 24/7 line. */
export const urgentNextSteps = {
  heading: "Water coming in now?",
  body: "We have your request. Don't wait for our reply: our emergency line is answered 24/7, and a crew can tarp and secure the roof the same day.",
  call: (phone: string) => `Call ${phone}, 24/7`,
} as const;

/** Validation messages of both lead forms (the contact form's wording is the product's own). */
export const leadMessages = {
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  emailInvalid: "Please enter a valid email address",
  messageTooShort: "Please provide at least 10 characters for your message",
  firstNameTooLong: "First name must be 100 characters or less",
  lastNameTooLong: "Last name must be 100 characters or less",
  firstNameInvalid: "First name can only contain letters, spaces, apostrophes, hyphens and periods",
  lastNameInvalid: "Last name can only contain letters, spaces, apostrophes, hyphens and periods",
  emailTooLong: "Email address must be 255 characters or less",
  phoneInvalid: "Please enter a valid phone number, including the area code (an extension may follow: ext. 12)",
  phoneRequiredForMethod: "Please enter a phone number so we can call or text you, or choose Email below",
  messageTooLong: "Please keep your message under 5,000 characters",
  serviceTypeInvalid: "Please choose a service from the list",
  addressRequired: "Street address is required",
  addressTooLong: "Street address must be 255 characters or less",
  cityRequired: "City is required",
  cityTooLong: "City must be 100 characters or less",
  stateRequired: "State is required",
  stateTooLong: "State must be 50 characters or less",
  zipCodeInvalid: "Please enter a valid ZIP code, such as 07960",
  projectTypeRequired: "Please select a project type",
  roofSizeInvalid: "Please choose a roof size from the list",
  urgencyInvalid: "Please choose a timeline from the list",
  budgetRangeInvalid: "Please choose a budget range from the list",
  contactMethodInvalid: "Please choose phone, email or text",
  bestTimeInvalid: "Please choose a time from the list",
  descriptionTooLong: "Please keep the description under 5,000 characters",
  textConsentInvalid: 'Please tick or untick "Text me about my request"',
  textConsentNeedsPhone: 'Please enter your mobile number so we can text you, or untick "Text me about my request"',
  textConsentUsOnly:
    'We can text US mobile numbers only. Please enter a US number with its area code, or untick "Text me about my request"',
} as const;

/** Answers of the lead endpoints beyond field validation. */
export const leadApiMessages = {
  rateLimited: (minutes: number) =>
    `Too many submissions from your network. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again, or call us.`,
  idempotencyKeyInvalid: "Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores.",
  idempotencyKeyReused: "This Idempotency-Key was already used for a different submission.",
} as const;

/** Shared labels of the two forms. */
export const leadFieldLabels = {
  firstName: "First Name",
  lastName: "Last Name",
  email: "Email Address",
  phone: "Phone Number",
  honeypot: "Leave this field empty",
  required: "required",
} as const;

/** Help beside the fields of both forms. */
export const leadHints = {
  /** Before a suggested e-mail address, which follows as a button, then "?". */
  didYouMean: "Did you mean",
  /** The phone link beside a refusal to take the lead now. */
  call: (phone: string) => `Call ${phone}`,
} as const;

export const contactFormStrings = {
  heading: "Schedule Your Consultation",
  intro: `Tell us about your roof and we will arrange a free on-site consultation. ${responsePromise}`,
  labels: {
    ...leadFieldLabels,
    serviceType: "Service Needed",
    message: "Tell us about your project",
  },
  serviceTypePlaceholder: "Select a service",
  messagePlaceholder: "The age of the roof, the slate you have, leaks or damage you have seen…",
  submit: "Schedule Free Consultation",
  submitting: "Sending...",
  disclaimer:
    "By submitting this form, you agree to be contacted by our team about your project by phone or e-mail. We never share your details.",
  successToast: {
    title: "Message Sent!",
    description: "Thank you for contacting us. We'll get back to you within 24 hours.",
  },
  failureToast: {
    title: "Error",
    description: "There was a problem sending your message. Please try again.",
  },
  successHeading: "Thank You",
  successBody: `Your message has reached our team. ${responsePromise}`,
  sendAnother: "Send Another Message",
  callUs: "Call Us Now",
} as const;

export const quoteFormStrings = {
  heading: "Request Your Free Quote",
  sections: {
    contact: "Contact Information",
    address: "Property Address",
    project: "Project Information",
    preferences: "Contact Preferences",
    description: "Project Description",
    descriptionHint: "(optional)",
  },
  labels: {
    ...leadFieldLabels,
    address: "Street Address",
    city: "City",
    state: "State",
    zipCode: "ZIP Code",
    projectType: "Project Type",
    roofSize: "Roof Size",
    urgency: "Timeline",
    budgetRange: "Budget Range",
    preferredContactMethod: "Preferred Contact Method",
    bestTimeToContact: "Best Time to Contact",
    description: "Tell us about your roof and what you would like done",
  },
  selectPlaceholder: "Select an option",
  projectTypePlaceholder: "Select a project type",
  submit: "Submit Quote Request",
  submitting: "Submitting...",
  disclaimer: "By submitting this form, you agree to be contacted about your quote. We never share your details.",
  successToast: {
    title: "Quote Request Submitted!",
    description: "We'll contact you within 24 hours to discuss your slate roofing project.",
  },
  failureToast: {
    title: "Error",
    description: "Failed to submit quote request. Please try again.",
  },
  successHeading: "Thank You for Your Quote Request",
  nextStepsHeading: "What happens next",
  nextSteps: [
    "We'll contact you within 24 hours to talk through your roof and arrange a visit.",
    "Our master craftsman oversees your project from the first inspection to the final ridge.",
    "You'll receive a detailed written proposal within 48 hours of the inspection.",
  ],
  returnHome: "Return to Home",
} as const;

/**
 * The pages the lead functions render themselves for a plain form post (no JavaScript): the form
 * again with each field's message, or why nothing was sent. Thank-you pages reuse the islands'
 * success strings above.
 */
export const leadFormPostStrings = {
  invalidTitle: "Please check the form",
  invalidIntro: "Nothing was sent yet. Please correct the fields below and send the form again.",
  errorsHeading: (count: number) => `${count} ${count === 1 ? "field needs" : "fields need"} attention`,
  failedTitle: "Your request was not sent",
  retryIntro: "What you typed is kept below; you can send it again.",
  backToForm: "Back to the form",
  callInstead: "Or call us at",
  thanksTitle: { contact: "Thank You", quote: "Thank You for Your Quote Request" },
} as const;
