/**
 * Footer groups and the HTML sitemap: every public page grouped the way a homeowner looks for
 * it. Labels and paths come from pages.ts; the top bar uses `mainNavigation` from there, and these
 * groups add the pages it leaves out.
 */
import { linkTo, mainNavigation, pages, quoteCallToAction, type NavLink } from "./pages";

export interface NavGroup {
  heading: string;
  links: readonly NavLink[];
}

/** The three services, each an anchor on the services page. */
const serviceSections: readonly NavLink[] = [
  linkTo(pages.services, "Historic Restoration", "#restoration"),
  linkTo(pages.services, "New Slate Installation", "#installation"),
  linkTo(pages.services, "Repair & Maintenance", "#repair"),
];

const legalLinks: readonly NavLink[] = [linkTo(pages.privacy), linkTo(pages.terms)];

export const serviceLinks: readonly NavLink[] = [
  ...serviceSections,
  linkTo(pages.contact, "Emergency Repair"),
  linkTo(pages.quote, "Free Quote"),
];

export const companyLinks: readonly NavLink[] = [
  pages.about,
  pages.history,
  pages.materials,
  pages.slateBenefits,
  pages.portfolio,
  pages.blog,
].map((target) => linkTo(target));

/** The footer's resource placeholders, each pointing at a real page. */
export const resourceLinks: readonly NavLink[] = [
  // No calculator exists yet: a quote request is the honest way to a price.
  linkTo(pages.quote, "Cost Calculator"),
  linkTo(pages.maintenanceGuide),
  ...legalLinks,
  linkTo(pages.sitemap),
];

export const footerGroups: readonly NavGroup[] = [
  { heading: "Services", links: serviceLinks },
  { heading: "Company", links: companyLinks },
  { heading: "Resources", links: resourceLinks },
];

/** The HTML sitemap page (/sitemap). */
export const sitemapGroups: readonly NavGroup[] = [
  { heading: "Main pages", links: [...mainNavigation, quoteCallToAction] },
  {
    heading: "Learn about slate",
    links: [
      linkTo(pages.history),
      linkTo(pages.materials),
      linkTo(pages.slateBenefits),
      linkTo(pages.maintenanceGuide, "Slate Roof Maintenance Guide"),
    ],
  },
  { heading: "Services", links: [linkTo(pages.services, "All Services"), ...serviceSections] },
  { heading: "Legal", links: legalLinks },
];
