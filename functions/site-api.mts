/**
 * The public site's function: the lead forms (contact, quote, their form token and photos), the
 * newsletter, the content reads (blog, categories, projects), the uploaded media files and the
 * health checks. Routes live beside their entities (`src/server/<entity>/*.routes.ts`); this file
 * only composes them (decision 023). It never loads the image library (sharp).
 */
import type { Config } from "@netlify/functions";
// React Email at import: this function composes mail inside transactions (src/server/email/renderer.ts).
import "../src/server/email/renderer-at-load";
import { blogRoutes } from "../src/server/blog/blog.routes";
import { categoriesRoutes } from "../src/server/blog/categories.routes";
import { contactsRoutes } from "../src/server/contacts/contacts.routes";
import { healthRoutes } from "../src/server/health/health.routes";
import { composeRoutes, router } from "../src/server/http/router";
import { formTokenRoutes } from "../src/server/intake/form-token.routes";
import { leadPhotosRoutes } from "../src/server/lead-photos/lead-photos.routes";
import { mediaRoutes } from "../src/server/media/media.routes";
import { newsletterRoutes } from "../src/server/newsletter/newsletter.routes";
import { projectsRoutes } from "../src/server/projects/projects.routes";
import { quotesRoutes } from "../src/server/quotes/quotes.routes";

export const config: Config = {
  path: [
    "/api/contact",
    "/api/quotes",
    "/api/form-token",
    "/api/quote-photos",
    "/api/quote-photos/:id",
    "/api/newsletter",
    "/api/newsletter/confirm",
    "/api/newsletter/unsubscribe",
    "/api/blog/posts",
    "/api/blog/posts/:slug",
    "/api/blog/search",
    "/api/blog/search/:term",
    "/api/categories",
    "/api/projects",
    "/api/projects/:slug",
    "/media/:key/:file",
    "/api/health",
    "/api/health/db",
  ],
};

export default router(
  composeRoutes(
    contactsRoutes,
    quotesRoutes,
    formTokenRoutes,
    leadPhotosRoutes,
    newsletterRoutes,
    blogRoutes,
    categoriesRoutes,
    projectsRoutes,
    mediaRoutes,
    healthRoutes,
  ),
  config,
);
