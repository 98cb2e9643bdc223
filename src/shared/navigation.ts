/**
 * Footer groups and the HTML sitemap: every public page grouped the way a homeowner looks for
 * it. The top bar uses `mainNavigation` from site.ts; these add the pages it leaves out.
 */
import { mainNavigation, quoteCallToAction, type NavLink } from "./site";

export interface NavGroup {
  heading: string;
  links: readonly NavLink[];
}

export const serviceLinks: readonly NavLink[] = [
  { label: "Historic Restoration", href: "/services#restoration" },
  { label: "New Slate Installation", href: "/services#installation" },
  { label: "Repair & Maintenance", href: "/services#repair" },
  { label: "Emergency Repair", href: "/contact" },
  { label: "Free Quote", href: quoteCallToAction.href },
];

export const companyLinks: readonly NavLink[] = [
  { label: "Our Story", href: "/about" },
  { label: "History of Slate", href: "/history" },
  { label: "Materials & Sourcing", href: "/materials" },
  { label: "Benefits of Slate", href: "/slate-benefits" },
  { label: "Portfolio", href: "/portfolio" },
  { label: "Blog", href: "/blog" },
];

/** SPEC §2's footer placeholders, each now pointing at a real page. */
export const resourceLinks: readonly NavLink[] = [
  // No calculator exists yet: a quote request is the honest way to a price.
  { label: "Cost Calculator", href: quoteCallToAction.href },
  { label: "Maintenance Guide", href: "/maintenance-guide" },
  { label: "Privacy Policy", href: "/privacy" },
  { label: "Terms of Service", href: "/terms" },
  { label: "Sitemap", href: "/sitemap" },
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
      { label: "History of Slate", href: "/history" },
      { label: "Materials & Sourcing", href: "/materials" },
      { label: "Benefits of Slate", href: "/slate-benefits" },
      { label: "Slate Roof Maintenance Guide", href: "/maintenance-guide" },
    ],
  },
  {
    heading: "Services",
    links: [
      { label: "All Services", href: "/services" },
      { label: "Historic Restoration", href: "/services#restoration" },
      { label: "New Slate Installation", href: "/services#installation" },
      { label: "Repair & Maintenance", href: "/services#repair" },
    ],
  },
  {
    heading: "Legal",
    links: [
      { label: "Privacy Policy", href: "/privacy" },
      { label: "Terms of Service", href: "/terms" },
    ],
  },
];
