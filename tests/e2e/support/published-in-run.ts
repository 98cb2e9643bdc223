/**
 * Posts and projects that e2e files publish while the run goes on. The built lists (/blog,
 * /portfolio, rss.xml) hold what was published when `astro build` ran; the files that compare them
 * with the site API's lists (blog-portfolio.test.ts, the axe sweep's content pages) leave out the
 * rows named with this slug prefix, so the files that publish can run beside them. Every post or
 * project an e2e file publishes has a slug that starts with it.
 */
export const IN_RUN_SLUG_PREFIX = "e2e-";

/** `title` as a post or project published during the run: its slug (slugFromTitle) gets the prefix. */
export const inRunTitle = (title: string): string => `E2E ${title}`;

/** The rows of a site API list that the build saw: those not published during the run. */
export const builtRows = <Row extends { slug: string }>(rows: Row[]): Row[] =>
  rows.filter((row) => !row.slug.startsWith(IN_RUN_SLUG_PREFIX));
