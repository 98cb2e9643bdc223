/**
 * Seeds categories, the editorial author, blog posts, portfolio projects, the follow-up e-mail
 * templates and (outside production) a dev admin. Idempotent: rows are matched by their unique
 * keys and left alone when present, so running it twice gives the same rows.
 */
import { hashPassword, verifyPassword } from "../auth/password";
import { findUserByEmail } from "../auth/users.repository";
import { sanitizeEmailHtml, sanitizeRichText } from "../content/sanitize";
import { seedDemoContractSettings } from "../settings/contract-settings";
import type { Db } from "../db/schema";
import { loadSeedContent, type SeedContent } from "./content-files";

/** Dev-only sign-in printed by `npm run dev`; never created in production. */
export const DEV_ADMIN = {
  email: "admin@example.com",
  password: "slate-admin-dev",
  firstName: "Dev",
  lastName: "Admin",
} as const;

/**
 * The dev admin's password as the launcher reports it: still the seeded one, changed since seeding
 * (account page or reset), or no dev admin at all (a database seeded without one).
 */
export type DevAdminPasswordState = "seeded" | "changed" | "missing";

export async function devAdminPasswordState(db: Db): Promise<DevAdminPasswordState> {
  const admin = await findUserByEmail(db, DEV_ADMIN.email);
  if (!admin?.passwordHash) return "missing";
  return (await verifyPassword(DEV_ADMIN.password, admin.passwordHash)) ? "seeded" : "changed";
}

/** The byline of seeded articles (a team member on /about); cannot sign in. */
export const EDITORIAL_AUTHOR = {
  email: "daniel.kessler@alpineslateroofing.com",
  firstName: "Daniel",
  lastName: "Kessler",
} as const;

export interface SeedOptions {
  withDevAdmin: boolean;
  content?: SeedContent;
}

export interface SeedReport {
  categories: number;
  posts: number;
  projects: number;
  emailTemplates: number;
  devAdmin: boolean;
}

async function ensureUser(
  db: Db,
  user: { email: string; firstName: string; lastName: string; isAdmin: boolean; passwordHash: string | null },
): Promise<string> {
  await db
    .insertInto("users")
    .values(user)
    .onConflict((oc) => oc.column("email").doNothing())
    .execute();
  const row = await db.selectFrom("users").select("id").where("email", "=", user.email).executeTakeFirstOrThrow();
  return row.id;
}

export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedReport> {
  const content = options.content ?? (await loadSeedContent());
  const devAdminPasswordHash = options.withDevAdmin ? await hashPassword(DEV_ADMIN.password) : null;

  return db.transaction().execute(async (trx) => {
    const authorId = await ensureUser(trx, { ...EDITORIAL_AUTHOR, isAdmin: false, passwordHash: null });
    if (devAdminPasswordHash) {
      const { password: _password, ...admin } = DEV_ADMIN;
      await ensureUser(trx, { ...admin, isAdmin: true, passwordHash: devAdminPasswordHash });
      await seedDemoContractSettings(trx);
    }

    await trx
      .insertInto("categories")
      .values(content.categories)
      .onConflict((oc) => oc.column("slug").doNothing())
      .execute();
    const categoryIds = new Map(
      (await trx.selectFrom("categories").select(["id", "slug"]).execute()).map((row) => [row.slug, row.id]),
    );

    const posts = content.posts.map(({ category, ...post }) => {
      const categoryId = categoryIds.get(category);
      if (categoryId === undefined) throw new Error(`Seed post ${post.slug}: unknown category "${category}"`);
      return {
        ...post,
        content: sanitizeRichText(post.content),
        categoryId,
        authorId,
        createdAt: post.publishedAt ?? undefined,
      };
    });
    if (posts.length) {
      await trx
        .insertInto("blogPosts")
        .values(posts)
        .onConflict((oc) => oc.column("slug").doNothing())
        .execute();
    }

    // Bodies stored as the editor saves them, so a seeded row read and written back is unchanged.
    const projects = content.projects.map((project) => ({
      ...project,
      content: sanitizeRichText(project.content),
      images: JSON.stringify(project.images),
      // Published since the job was done (a published row without a time would get one on its first save).
      publishedAt: project.status === "published" ? project.completedAt : null,
    }));
    if (projects.length) {
      await trx
        .insertInto("projects")
        .values(projects)
        .onConflict((oc) => oc.column("slug").doNothing())
        .execute();
    }

    if (content.emailTemplates.length) {
      await trx
        .insertInto("emailTemplates")
        .values(
          content.emailTemplates.map((template) => ({
            ...template,
            htmlContent: sanitizeEmailHtml(template.htmlContent),
          })),
        )
        .onConflict((oc) => oc.column("name").doNothing())
        .execute();
    }

    return {
      categories: content.categories.length,
      posts: posts.length,
      projects: projects.length,
      emailTemplates: content.emailTemplates.length,
      devAdmin: devAdminPasswordHash !== null,
    };
  });
}

/** True when the database holds no content yet (the dev launcher seeds only then). */
export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom("blogPosts")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirst();
  return Number(row?.count ?? 0) === 0;
}
