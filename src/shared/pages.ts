/**
 * Every page of the site with its label and path, and whether search engines may index it. The
 * header, footer, HTML sitemap, XML sitemap filter, robots.txt and the admin navigation all read
 * this one list; a page is renamed or moved here only.
 */
/** One step of a breadcrumb trail (structured-data.ts draws it as JSON-LD). */
export interface BreadcrumbItem {
  name: string;
  /** Site-relative path ("/blog") or absolute URL. */
  url: string;
}

export interface NavLink {
  label: string;
  href: string;
}

export interface SitePage {
  /** The page's name in navigation (a link may word it differently, see `linkTo`). */
  label: string;
  /** Path without a trailing slash ("/" for home). */
  path: string;
  /** False for pages that carry `noindex`: they stay out of both sitemaps, and robots.txt disallows them. */
  indexable: boolean;
}

const page = (label: string, path: string, indexable = true): SitePage => ({ label, path, indexable });

export const pages = {
  home: page("Home", "/"),
  about: page("Our Story", "/about"),
  history: page("History of Slate", "/history"),
  materials: page("Materials & Sourcing", "/materials"),
  slateBenefits: page("Benefits of Slate", "/slate-benefits"),
  maintenanceGuide: page("Maintenance Guide", "/maintenance-guide"),
  services: page("Services", "/services"),
  portfolio: page("Portfolio", "/portfolio"),
  blog: page("Blog", "/blog"),
  contact: page("Contact", "/contact"),
  quote: page("Get Free Quote", "/quote"),
  /** Where a lead form posted without JavaScript lands (the function answers 303 to it). */
  contactThanks: page("Thank You", "/contact/thanks", false),
  quoteThanks: page("Thank You", "/quote/thanks", false),
  /** Where the blog's newsletter box and its e-mail links land (the newsletter function answers 303 to them). */
  newsletterCheckEmail: page("Check Your E-mail", "/newsletter/check-your-email", false),
  newsletterConfirmed: page("Subscribed", "/newsletter/confirmed", false),
  newsletterUnsubscribed: page("Unsubscribed", "/newsletter/unsubscribed", false),
  newsletterLinkExpired: page("Link Expired", "/newsletter/link-expired", false),
  privacy: page("Privacy Policy", "/privacy"),
  terms: page("Terms of Service", "/terms"),
  sitemap: page("Sitemap", "/sitemap"),
  login: page("Sign In", "/login", false),
  /** The sign-in's second step, for accounts with a second factor. */
  loginCode: page("Sign-In Code", "/login/code", false),
  /** Forgot password: asking for a link, the answer, and the link's page. */
  forgotPassword: page("Reset Password", "/login/forgot", false),
  forgotPasswordSent: page("Check Your E-mail", "/login/forgot/sent", false),
  resetPassword: page("Choose a New Password", "/login/reset", false),
  notFound: page("Page Not Found", "/404", false),
  articleNotFound: page("Article Not Found", "/blog/not-found", false),
  projectNotFound: page("Project Not Found", "/portfolio/not-found", false),
  /** The console: every path below it is noindex too. */
  admin: page("Dashboard", "/admin", false),
  adminQuotes: page("Quote Management", "/admin/quotes", false),
  adminContacts: page("Contacts", "/admin/contacts", false),
  adminNewPost: page("New Blog Post", "/admin/blog/new", false),
  adminAccount: page("Account", "/admin/account", false),
  adminAgenda: page("Agenda", "/admin/agenda", false),
  adminProjects: page("Projects", "/admin/projects", false),
  adminEmail: page("E-mail", "/admin/email", false),
  adminEmailTemplates: page("E-mail Templates", "/admin/email/templates", false),
  adminNewsletter: page("Newsletter Subscribers", "/admin/email/newsletter", false),
  adminReports: page("Reports", "/admin/reports", false),
  adminEmailUnmatched: page("Unmatched Replies", "/admin/email/unmatched", false),
} as const satisfies Record<string, SitePage>;

/** The console's page of one contact or quote (the owner's lead e-mail links straight to it). */
export function adminLeadPath(kind: "contact" | "quote", id: number): string {
  return `${(kind === "contact" ? pages.adminContacts : pages.adminQuotes).path}/${id}`;
}

/** A link to a page, under its own label or the wording a context needs ("Free Quote"). */
export function linkTo(target: SitePage, label: string = target.label, hash = ""): NavLink {
  return { label, href: `${target.path}${hash}` };
}

/**
 * The breadcrumb trail from Home to a page (and on to an article or project within it): what the
 * page shows and what the layout prints as BreadcrumbList JSON-LD.
 */
export function breadcrumbTrail(...steps: readonly Pick<SitePage, "label" | "path">[]): BreadcrumbItem[] {
  return [pages.home, ...steps].map((step) => ({ name: step.label, url: step.path }));
}

/** Top bar and mobile panel, in order. The quote button is separate. */
export const mainNavigation: readonly NavLink[] = [
  pages.home,
  pages.about,
  pages.history,
  pages.materials,
  pages.services,
  pages.portfolio,
  pages.blog,
  pages.contact,
].map((target) => linkTo(target));

export const quoteCallToAction: NavLink = linkTo(pages.quote);

/** The home page's and the benefits page's invitations. */
export const consultationCallToAction: NavLink = linkTo(pages.contact, "Schedule Free Consultation");
export const portfolioCallToAction: NavLink = linkTo(pages.portfolio, "View Our Portfolio");

/** The admin menu on public pages and the console's own navigation. */
export const adminNavigation: readonly NavLink[] = [pages.admin, pages.adminQuotes, pages.adminNewPost].map((target) =>
  linkTo(target),
);

/** The console's own navigation: the admin menu's links, then the screens only the console lists. */
export const consoleNavigation: readonly NavLink[] = [
  ...adminNavigation,
  ...[
    pages.adminContacts,
    pages.adminAgenda,
    pages.adminReports,
    pages.adminProjects,
    pages.adminEmail,
    pages.adminAccount,
  ].map((target) => linkTo(target)),
];

const blockedPaths = Object.values(pages)
  .filter((target: SitePage) => !target.indexable)
  .map((target) => target.path);

/**
 * The noindex sections: paths of the pages that must not be indexed, leaving out those already
 * below another (the console's screens sit under /admin). Everything below one is noindex too.
 */
export const noindexPaths: readonly string[] = blockedPaths.filter(
  (path) => !blockedPaths.some((section) => path.startsWith(`${section}/`)),
);

/** Whether a path (with or without a trailing slash or index.html) may appear in a sitemap. */
export function isIndexablePath(pathname: string): boolean {
  const path = pathname.replace(/\/(index\.html)?$/, "") || "/";
  return !noindexPaths.some((blocked) => path === blocked || path.startsWith(`${blocked}/`));
}
