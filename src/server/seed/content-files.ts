/**
 * Reads the seed content of content/seed/: JSON files, and HTML files that open with a JSON
 * front block between two `---` lines.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";

export const SEED_DIR = path.resolve(process.cwd(), "content/seed");

const FRONT_BLOCK = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;

export function parseFrontBlock(text: string, file: string): { front: unknown; body: string } {
  const match = FRONT_BLOCK.exec(text);
  if (!match) throw new Error(`${file}: expected a JSON front block between --- lines`);
  try {
    return { front: JSON.parse(match[1] ?? ""), body: (match[2] ?? "").trim() };
  } catch (error) {
    throw new Error(`${file}: front block is not valid JSON (${(error as Error).message})`, { cause: error });
  }
}

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase words joined by single hyphens")
  .max(255);

export const seedCategorySchema = z.object({
  name: z.string().min(1).max(100),
  slug: slug.max(100),
  description: z.string().nullable().default(null),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
});

export const seedPostSchema = z.object({
  title: z.string().min(1).max(255),
  slug,
  excerpt: z.string().max(300).nullable().default(null),
  category: slug,
  status: z.enum(["draft", "published"]),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  metaDescription: z.string().max(160).nullable().default(null),
  metaKeywords: z.string().max(255).nullable().default(null),
  content: z.string().min(10),
});

export const seedProjectSchema = z.object({
  title: z.string().min(1).max(255),
  slug,
  description: z.string().max(300).nullable().default(null),
  location: z.string().max(100).nullable().default(null),
  projectType: z.string().max(50).nullable().default(null),
  status: z.enum(["draft", "published", "archived"]),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
  featuredImage: z.string().nullable().default(null),
  images: z.array(z.string()).default([]),
  content: z.string(),
});

export const seedEmailTemplateSchema = z.object({
  name: z.string().min(1).max(100),
  subject: z.string().min(1).max(255),
  htmlContent: z.string().min(1),
  textContent: z.string().nullable().default(null),
  templateType: z.string().min(1).max(50),
});

async function readJsonFile<T>(file: string, schema: z.ZodType<T>): Promise<T> {
  const text = await readFile(path.join(SEED_DIR, file), "utf8");
  return schema.parse(JSON.parse(text));
}

async function readHtmlFolder<T>(folder: string, schema: z.ZodType<T>): Promise<T[]> {
  const dir = path.join(SEED_DIR, folder);
  const files = (await readdir(dir)).filter((name) => name.endsWith(".html")).sort();
  return Promise.all(
    files.map(async (name) => {
      const { front, body } = parseFrontBlock(await readFile(path.join(dir, name), "utf8"), `${folder}/${name}`);
      const parsed = schema.safeParse({ ...(front as object), content: body });
      if (!parsed.success) throw new Error(`${folder}/${name}: ${z.prettifyError(parsed.error)}`);
      return parsed.data;
    }),
  );
}

export type SeedCategory = z.infer<typeof seedCategorySchema>;
export type SeedPost = z.infer<typeof seedPostSchema>;
export type SeedProject = z.infer<typeof seedProjectSchema>;
export type SeedEmailTemplate = z.infer<typeof seedEmailTemplateSchema>;

export interface SeedContent {
  categories: SeedCategory[];
  posts: SeedPost[];
  projects: SeedProject[];
  emailTemplates: SeedEmailTemplate[];
}

export async function loadSeedContent(): Promise<SeedContent> {
  const [categories, posts, projects, emailTemplates] = await Promise.all([
    readJsonFile("categories.json", z.array(seedCategorySchema)),
    readHtmlFolder("posts", seedPostSchema),
    readHtmlFolder("projects", seedProjectSchema),
    readJsonFile("email-templates.json", z.array(seedEmailTemplateSchema)),
  ]);
  return { categories, posts, projects, emailTemplates };
}
