/** Every string of the blog's newsletter: the box, its result pages, its e-mail and the console's list. */
export const newsletterStrings = {
  emailInvalid: "Please enter a valid email address",
  emailTooLong: "Email address must be 255 characters or less",
  checkEmailTitle: "Check your e-mail",
  checkEmail:
    "We sent a confirmation link to the address you gave. Your subscription starts once you click it; the link works for seven days.",
  sending: "Subscribing…",
  confirmedTitle: "You're subscribed",
  confirmed: "Thank you for confirming. Our slate roofing tips and project stories will reach your inbox.",
  invalidLinkTitle: "This link has expired",
  invalidLink:
    "The link is older than seven days or was changed on the way. Enter your address in the newsletter box again and we will send a fresh one.",
  unsubscribeTitle: "Unsubscribe from our newsletter?",
  unsubscribeIntro: (email: string) => `${email} will no longer receive our newsletter.`,
  unsubscribeButton: "Unsubscribe",
  unsubscribedTitle: "You're unsubscribed",
  unsubscribed: "You will not receive our newsletter any more. Changed your mind? Subscribe again on the blog.",
  backToBlog: "Back to the blog",
  formHeading: "Newsletter",
  confirmSubject: "Please confirm your newsletter subscription",
  confirmBody: `Please confirm that you would like our newsletter: slate roofing tips, restoration stories and seasonal maintenance reminders, about once a month.`,
  confirmButton: "Confirm my subscription",
  confirmIgnore: "If you did not ask for this, ignore this e-mail: without a click nothing is sent to you.",
  unsubscribeLine: "Unsubscribe",
  searchTooLong: "Search with at most 100 characters",
  statusInvalid: "Choose one of: pending, active, unsubscribed",
} as const;
