/** The marketing pages, with the heading each shows and a phrase each holds (public-site.test.ts, axe-sweep-*.test.ts). */
import { HOME_COPY } from "../../../src/shared/home";

export const ROUTES = [
  { path: "/", heading: HOME_COPY.title, contains: "Schedule Free Consultation" },
  { path: "/about", heading: "Our Story", contains: "Daniel Kessler" },
  { path: "/history", heading: "History of Slate", contains: "Seven centuries of slate roofing" },
  { path: "/materials", heading: "The stone, the nails and the copper", contains: "Pennsylvania Slate" },
  { path: "/slate-benefits", heading: "Benefits of Slate", contains: "Frequently asked questions" },
  { path: "/services", heading: "Slate roofing services", contains: "Where we work" },
  { path: "/maintenance-guide", heading: "Caring for a slate roof, season by season", contains: "Winter" },
  { path: "/privacy", heading: "Privacy Policy", contains: "How long we keep it" },
  { path: "/terms", heading: "Terms of Service", contains: "Governing law" },
  { path: "/sitemap", heading: "Sitemap", contains: "Maintenance Guide" },
] as const;
