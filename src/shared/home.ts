/** Home page copy that tests check against (one source for page and test), and its sections' headings. */
import { site, yearsInBusiness } from "./site";

export const HOME_COPY = {
  eyebrow: "Slate roofing specialists · New Jersey & New York",
  title: "Slate roofs restored, installed and repaired to last another century",
  lead: `Since ${site.foundedYear} our master slaters have kept Victorian houses, churches and new homes across northern New Jersey and the Hudson Valley under natural slate and copper, with warranties of up to ${site.warranties.installationMaterial}s on the stone.`,
} as const;

/** The headings of the home page's sections (each section is labelled by its h2's id). */
export const HOME_SECTIONS = {
  services: {
    id: "services-heading",
    eyebrow: "What we do",
    title: "Three services, one trade",
    intro:
      "Everything we do is slate and the copper work that goes with it. Our own crews, led by master slaters, carry out every job.",
  },
  projects: {
    id: "projects-heading",
    eyebrow: "Recent work",
    title: "Featured projects",
    intro: "Restorations, new roofs and repairs completed across New Jersey and New York.",
  },
  testimonials: {
    id: "testimonials-heading",
    eyebrow: "Clients",
    title: "What homeowners and congregations say",
    intro: `Rated ${site.rating.value.toFixed(1)} out of 5 from ${site.rating.count} reviews.`,
  },
  articles: {
    id: "articles-heading",
    eyebrow: "Knowledge Hub",
    title: "Latest from our slaters",
    intro: "Practical articles on caring for, repairing and choosing slate, written by the people who do the work.",
  },
} as const;

/** A latest article as the home page shows it (read at build time). */
export interface HomePost {
  id: number;
  slug: string;
  title: string;
  excerpt: string | null;
  publishedAt: Date | null;
  category: { name: string; slug: string; color: string } | null;
}

/** A latest project as the home page shows it (read at build time). */
export interface HomeProject {
  id: number;
  slug: string;
  title: string;
  description: string | null;
  location: string | null;
  projectType: string | null;
  featuredImage: string | null;
  completedAt: Date | null;
}

/** Experience shown as a round figure ("20+"), as the business states it. */
export function experienceLabel(now: Date = new Date()): string {
  const years = yearsInBusiness(now);
  return years < 5 ? String(years) : `${Math.floor(years / 5) * 5}+`;
}
