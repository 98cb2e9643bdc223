/**
 * Site facts: the one place every page, function and e-mail reads the business's
 * name, contact details, numbers and navigation from. Change them here only.
 */

/** The brand name. Changing this one constant renames the whole site. */
export const BRAND_NAME = "Alpine Slate Roofing";

/** Year the company was founded; years of experience are derived from it. */
export const FOUNDED_YEAR = 2003;

/** Whole years in business as of `now` (the build date for static pages). */
export function yearsInBusiness(now: Date = new Date()): number {
  return now.getUTCFullYear() - FOUNDED_YEAR;
}

export const site = {
  name: BRAND_NAME,
  legalName: `${BRAND_NAME} LLC`,
  tagline: "Slate roofs restored, installed and repaired to last another century",
  foundedYear: FOUNDED_YEAR,
  phone: {
    /** As printed on the site. */
    display: "1-888-ROOF-ALP",
    /** Dialable form of 1-888-ROOF-ALP (R=7 O=6 O=6 F=3 A=2 L=5 P=7). */
    e164: "+18887663257",
    href: "tel:+18887663257",
  },
  email: {
    address: "info@alpineslateroofing.com",
    href: "mailto:info@alpineslateroofing.com",
    responseTime: "2 hours",
  },
  hours: [
    {
      days: "Monday–Friday",
      short: "Mon-Fri",
      opens: "07:00",
      closes: "18:00",
      label: "7AM-6PM",
      /** schema.org day names for the opening-hours structured data. */
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    },
    { days: "Saturday", short: "Sat", opens: "08:00", closes: "16:00", label: "8AM-4PM", dayOfWeek: ["Saturday"] },
  ],
  /** The zone the hours above are kept in (speed-to-lead counts business time in it). */
  timeZone: "America/New_York",
  /** How e-mails and exports name that zone after a time ("3:59 PM ET"). */
  timeZoneLabel: "ET",
  emergency: {
    available: true,
    label: "24/7 emergency service",
  },
  stats: {
    projects: "500+",
    projectsCount: 500,
    satisfaction: "100%",
    warrantyClaims: 0,
    slateHistoryYears: 700,
    materialWarrantyYears: "100+",
  },
  rating: { value: 5.0, count: 500 },
  warranties: {
    restoration: "25-year",
    installationMaterial: "100+ year",
    repair: "10-year",
  },
  promises: {
    contactWithin: "24 hours",
    emailResponse: "2 hours",
    proposalWithin: "48 hours",
  },
  /** Social profiles: a link is rendered only where a real URL is set. */
  social: {
    facebook: undefined as string | undefined,
    instagram: undefined as string | undefined,
    linkedin: undefined as string | undefined,
    houzz: undefined as string | undefined,
  },
  copyrightYear: 2024,
  /**
   * New Jersey home improvement contractor registration (Division of Consumer Affairs; "13VH" and
   * eight digits), printed in the footer and beside both lead forms as the law asks.
   * PLACEHOLDER: 13VH00000000 until the owner sets the real number.
   */
  registration: { label: "NJ Home Improvement Contractor Reg. No.", number: "13VH00000000", placeholder: true },
  /**
   * The business's street address (footer, structured data).
   * PLACEHOLDER street until the owner sets the real one; town and ZIP are the office's.
   */
  address: {
    street: "[Street address]",
    locality: "Morristown",
    region: "NJ",
    postalCode: "07960",
    country: "US",
    placeholder: true,
  },
  /**
   * The public profile where the reviews behind `rating` can be read, linked beside the rating.
   * PLACEHOLDER: a search for the business's reviews until the owner sets the profile's own URL.
   */
  reviews: {
    url: `https://www.google.com/search?q=${encodeURIComponent(`${BRAND_NAME} reviews`)}`,
    label: "Read our reviews",
    placeholder: true,
  },
} as const;

/** "[Street address], Morristown, NJ 07960" */
export const addressLine = `${site.address.street}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}`;

/** "NJ Home Improvement Contractor Reg. No. 13VH00000000" */
export const registrationLine = `${site.registration.label} ${site.registration.number}`;

/**
 * Where we work, the one list every page, the footer, the e-mails and the structured data read:
 * each state's counties, and the towns most of our slate work is in, each with its county and ZIP
 * codes (the service-area answer on /contact and /quote reads them, src/shared/service-area.ts).
 */
export const serviceAreas = [
  {
    state: "New Jersey",
    code: "NJ",
    counties: ["Morris", "Essex", "Bergen", "Somerset", "Union", "Hunterdon", "Warren"],
    towns: [
      { name: "Morristown", county: "Morris", zips: ["07960"] },
      { name: "Madison", county: "Morris", zips: ["07940"] },
      { name: "Chatham", county: "Morris", zips: ["07928"] },
      { name: "Summit", county: "Union", zips: ["07901"] },
      { name: "Short Hills", county: "Essex", zips: ["07078"] },
      { name: "Montclair", county: "Essex", zips: ["07042", "07043"] },
      { name: "Ridgewood", county: "Bergen", zips: ["07450"] },
      { name: "Bernardsville", county: "Somerset", zips: ["07924"] },
      { name: "Mendham", county: "Morris", zips: ["07945"] },
      { name: "Far Hills", county: "Somerset", zips: ["07931"] },
    ],
  },
  {
    state: "New York",
    code: "NY",
    counties: ["Orange", "Rockland", "Westchester", "Putnam", "Dutchess"],
    towns: [] as { name: string; county: string; zips: string[] }[],
  },
] as const;

/** "Morris, Essex … counties" */
export const countiesLine = (area: (typeof serviceAreas)[number]) => `${area.counties.join(", ")} counties`;

/** Navigation lists live with the pages they point at; re-exported here where pages and the console read them. */
export { adminNavigation, consoleNavigation, mainNavigation, quoteCallToAction, type NavLink } from "./pages";

export const seoDefaults = {
  titleLimit: 60,
  descriptionLimit: 160,
  description: `${BRAND_NAME} restores, installs and repairs slate roofs across northern New Jersey and New York's Hudson Valley. Founded 2003, 500+ projects, 100+ year material warranties.`,
  keywords: ["slate roofing", "roofing tips", "slate maintenance"],
  blogDescription: `Expert insights on slate roofing from ${BRAND_NAME}.`,
  defaultCategoryName: "Slate Roofing",
  ogImage: "/og-image.png",
  locale: "en_US",
  /** Five fixed roofing phrases appended by the keyword helper. */
  fixedKeywordPhrases: [
    "slate roofing",
    "slate roof repair",
    "historic roof restoration",
    "slate roof installation",
    "New Jersey slate roofer",
  ],
} as const;

/** Colour of a blog category that has none of its own. */
export const DEFAULT_CATEGORY_COLOR = "#3b82f6";
