/**
 * Editorial content of the marketing pages, kept in files under content/ (not the database):
 * it changes with the business, not with admin activity. Each collection is one YAML list;
 * `order` fixes the order on the page. Seed data for the database lives in content/seed/ and
 * is read by src/server/seed, not here.
 */
import { defineCollection } from "astro:content";
import { file } from "astro/loaders";
import { z } from "astro/zod";

const ordered = z.object({
  /** Stable identifier; for services also the page anchor (#restoration). */
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** Position on the page, ascending. */
  order: z.number().int(),
});

const team = defineCollection({
  loader: file("content/team.yaml"),
  schema: ordered.extend({
    /** Full name as printed. */
    name: z.string().min(3),
    /** Job title. */
    title: z.string().min(3),
    /** Experience line, e.g. "24 years on slate roofs". */
    experience: z.string().min(3),
    /** What this person is the one to ask about. */
    specialties: z.array(z.string()).min(2),
    /** Short biography, 2–4 sentences. */
    bio: z.string().min(80),
  }),
});

const services = defineCollection({
  loader: file("content/services.yaml"),
  schema: ordered.extend({
    id: z.enum(["restoration", "installation", "repair"]),
    /** Heading on /services and the home cards. */
    name: z.string(),
    /** One sentence for the home page card. */
    summary: z.string().min(40),
    /** Opening paragraph on /services. */
    description: z.string().min(120),
    /** What the service includes. */
    features: z.array(z.string()).min(4),
    /** How the work runs, in order. */
    process: z.array(z.object({ title: z.string(), detail: z.string() })).min(3),
    /** Which warranty of `site.warranties` backs the work. */
    warranty: z.enum(["restoration", "installationMaterial", "repair"]),
    /** What the warranty covers, one sentence. */
    warrantyNote: z.string(),
    /** Artwork shown with the service. */
    art: z.enum(["victorian", "colonial", "church", "tools"]),
    /** Alt text of that artwork in this context. */
    artAlt: z.string(),
  }),
});

const materials = defineCollection({
  loader: file("content/materials.yaml"),
  schema: ordered.extend({
    name: z.string(),
    /** Grade under ASTM C406 or the product class. */
    grade: z.string(),
    /** Quarry region. */
    origin: z.string(),
    /** Expected service life, e.g. "150–200 years". */
    lifespan: z.string(),
    /** Typical colors. */
    colors: z.string(),
    characteristics: z.array(z.string()).min(3),
    applications: z.array(z.string()).min(2),
    /** Swatch color on the card (a small touch of the stone's tone). */
    swatch: z.string().regex(/^#[0-9a-f]{6}$/i),
  }),
});

const timeline = defineCollection({
  loader: file("content/timeline.yaml"),
  schema: ordered.extend({
    /** Date label as printed ("c. 1300", "1890s"). */
    period: z.coerce.string(),
    title: z.string(),
    text: z.string().min(60),
  }),
});

const faqs = defineCollection({
  loader: file("content/faqs.yaml"),
  schema: ordered.extend({
    /** Page the question belongs to. */
    topic: z.enum(["slate-benefits", "maintenance"]),
    question: z.string().endsWith("?"),
    answer: z.string().min(60),
  }),
});

const testimonials = defineCollection({
  loader: file("content/testimonials.yaml"),
  schema: ordered.extend({
    /** Client's name as they agreed to be quoted. */
    name: z.string(),
    /** Town and state. */
    location: z.string(),
    /** The work we did for them. */
    project: z.string(),
    quote: z.string().min(60),
    rating: z.number().int().min(1).max(5),
  }),
});

const landmarks = defineCollection({
  loader: file("content/landmarks.yaml"),
  schema: ordered.extend({
    name: z.string(),
    location: z.string(),
    /** Year or period the slate roof dates from. */
    built: z.coerce.string(),
    text: z.string().min(60),
  }),
});

const seasons = defineCollection({
  loader: file("content/maintenance.yaml"),
  schema: ordered.extend({
    season: z.enum(["Spring", "Summer", "Fall", "Winter"]),
    /** One-line focus of the season. */
    focus: z.string(),
    tasks: z.array(z.string()).min(3),
    /** When to call a slater instead of doing it yourself. */
    callUs: z.string(),
  }),
});

export const collections = { team, services, materials, timeline, faqs, testimonials, landmarks, seasons };
