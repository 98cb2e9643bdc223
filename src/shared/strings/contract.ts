/**
 * What the customer reads about the contract on the proposal page (decision 045): the contractor's
 * details, the dates, the payment schedule, the notices, and cancelling within three business days.
 * The page and the tests import these same constants.
 */
const WEEKDAY_DATE = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
/** "Monday, December 28, 2026" for the business day "2026-12-28". */
export const cancelDayLabel = (lastDay: string) => WEEKDAY_DATE.format(new Date(`${lastDay}T12:00:00Z`));
const day = cancelDayLabel;

export const contractStrings = {
  heading: "Your contract",
  intro: (state: string) =>
    `This proposal becomes your contract when you sign it. It carries the terms ${state === "NJ" ? "New Jersey" : "New York"} law requires for home improvement work.`,
  contractor: "The contractor",
  legalName: "Business",
  address: "Address",
  phone: "Phone",
  registration: "Registration",
  licence: (county: string) =>
    county === "New York City" ? "New York City (DCWP) licence" : `${county} County licence`,
  insurer: "Liability insurer",
  insurerPhone: "Insurer's phone",
  policyNumber: "Policy number",
  dates: "When the work happens",
  start: "Approximate start",
  completion: "Approximate substantial completion",
  contingencies: "What may change these dates",
  schedule: "Payment schedule",
  scheduleFor: (title: string) => `Payment schedule: ${title}`,
  due: "When it is due",
  amount: "Amount",
  warrantyCopy: "Warranty",
  noticesHeading: "Notices",
  cancelBefore:
    "You may cancel within three business days after you receive the signed copy, which we e-mail to you as soon as you sign. Sundays and our holidays are not business days.",
  cancelUntil: (lastDay: string) =>
    `You can cancel this contract until midnight at the end of ${day(lastDay)} (Eastern time).`,
  cancel: {
    summary: "Cancel this contract",
    intro: "Cancelling ends the contract; any money you paid is refunded in full. This cannot be undone online.",
    reason: "Why are you cancelling? (optional)",
    confirm: "Yes, cancel the contract",
    notSigned: "Only a signed contract can be cancelled.",
  },
  cancelled: {
    heading: "You cancelled this contract",
    intro: (when: string) =>
      `We received your cancellation on ${when}. Any money you paid will be refunded in full within 30 days.`,
  },
  /** The signed copy's e-mail: the day the window ends and the link to cancel online. */
  receipt: {
    heading: "Your right to cancel",
    link: "Cancel this contract online",
  },
  windowClosed: {
    heading: "The time to cancel online has passed",
    intro: (lastDay: string) =>
      `The three business days to cancel ended at midnight at the end of ${day(lastDay)}. To talk about your contract, please call or e-mail us:`,
  },
} as const;

/** The owner's e-mail and device alert when a customer cancels. */
export const contractOwnerStrings = {
  subject: (name: string) => `Contract cancelled: ${name}`,
  alertTitle: (who: string) => `Contract cancelled · ${who}`,
  alertBody: (reason: string | null) => `Cancelled within three business days.${reason ? ` Reason: ${reason}` : ""}`,
  refund:
    "If a deposit or any payment was received, refund it in full within 30 days of this cancellation (N.J.S.A. 56:8-151).",
} as const;

/** What the quote records when the customer cancels (the console shows it as the reason lost). */
export const CANCELLED_BY_CUSTOMER = "Cancelled by customer";
export const CANCEL_REASON_MAX = 2000;

/** Settings → Contract in the console (beside the proposal defaults). */
export const contractConsoleStrings = {
  heading: "Contract",
  intro:
    "The business facts every contract names. A proposal can't be sent while a fact its state needs is empty. A completion date 'of the essence' is not on this form yet.",
  fields: {
    legalName: "Legal business name",
    address: "Business address",
    phone: "Business phone",
    njRegistration: "NJ registration number (13VH…)",
    insurer: "Liability insurer",
    insurerPhone: "Insurer's phone",
    policyNumber: "Insurance policy number",
    contingencies: "What may change the dates (New York contracts)",
  },
  nyArea: (area: string) => (area === "New York City" ? "New York City (DCWP)" : `${area} County`),
  nyLicences: {
    legend: "New York home improvement licences",
    hint: "New York licenses home improvement contractors by county and city. A New York job's contract prints the licence of the place its ZIP code is in, and can't be sent while that place has none here.",
    area: (row: number) => `Licence ${row}: county or city`,
    number: (row: number) => `Licence ${row}: number`,
    remove: (row: number) => `Remove licence ${row}`,
    add: "Add a New York licence",
  },
  save: "Save contract facts",
  saving: "Saving…",
  saved: "Contract facts saved",
  saveFailed: "Couldn't save the contract facts",
} as const;
