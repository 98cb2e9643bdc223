/** One quote request as the quote form stores it: the test suite's and the bench's sample lead. */
export const SAMPLE_QUOTE = {
  firstName: "Eleanor",
  lastName: "Vance",
  email: "eleanor@example.com",
  phone: "973-555-0100",
  address: "4 Church Street",
  city: "Morristown",
  state: "NJ",
  zipCode: "07960",
  projectType: "restoration",
  description: "Victorian with Buckingham slate, two leaks at the valley.",
} as const;
