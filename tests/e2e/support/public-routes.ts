/** The marketing pages, with the heading each shows and a phrase each holds (public-site.test.ts, axe-sweep-*.test.ts). */
import { HOME_COPY } from "../../../src/shared/home";
import { pages, type SitePage } from "../../../src/shared/pages";

/** `script`: the page ships its one small script (the service-area answer on /services, within its JS budget). */
const route = ({ path }: SitePage, heading: string, contains: string, script = false) => ({
  path,
  heading,
  contains,
  script,
});

export const ROUTES = [
  route(pages.home, HOME_COPY.title, "Schedule Free Consultation"),
  route(pages.about, "Our Story", "Daniel Kessler"),
  route(pages.history, "History of Slate", "Seven centuries of slate roofing"),
  route(pages.materials, "The stone, the nails and the copper", "Pennsylvania Slate"),
  route(pages.slateBenefits, "Benefits of Slate", "Frequently asked questions"),
  route(pages.services, "Slate roofing services", "Where we work", true),
  route(pages.maintenanceGuide, "Caring for a slate roof, season by season", "Winter"),
  route(pages.privacy, "Privacy Policy", "How long we keep it"),
  route(pages.terms, "Terms of Service", "Governing law"),
  route(pages.sitemap, "Sitemap", "Maintenance Guide"),
];
