/**
 * Settings → Payment schedule (issue 31 item 5, decision 051): the console's words, and the schema's
 * messages (the form and the API show the same ones).
 */
export const paymentScheduleStrings = {
  heading: "Payment schedule",
  intro:
    'The payments a contract asks for when its proposal sets no deposit of its own: written into the proposal when it is sent, so the customer signs it, and each becomes an invoice. A first step due "On signing" is the deposit the customer can pay online when signing.',
  step: (number: number) => `Payment ${number}`,
  event: "Due",
  kind: "Amount",
  kinds: { percent: "Percent of the total", amount: "Fixed amount ($)", balance: "The balance" },
  value: "Percent or amount",
  addStep: "Add a payment",
  removeStep: (number: number) => `Remove payment ${number}`,
  events: ["On signing", "When the materials are delivered", "On substantial completion of the work"],
  save: "Save payment schedule",
  saving: "Saving…",
  saved: "Payment schedule saved",
  saveFailed: "Couldn't save the payment schedule",
  messages: {
    eventRequired: "Say when this payment is due",
    stepsRequired: "Add at least one payment",
    tooManySteps: "At most 6 payments",
    percentRange: "Between 0.01 and 100 percent",
    amountRange: "More than $0, at most $10,000,000",
    overHundred: "The percentages add up to more than 100",
    balanceLast: "The last payment must be the balance",
    oneBalance: "Only the last payment can be the balance",
  },
} as const;
