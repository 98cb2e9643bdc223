/**
 * Each public form island gets its own copies of the project's modules and of zod in the browser
 * build, so neither the console's code nor the other form's rides along on a visitor's page
 * (decision 036a).
 *
 * A bundler tree-shakes a module once for the whole build: when the console uses more of zod's
 * core, of the option lists or of the site facts than the contact form does, the one shared copy
 * keeps all of it and the contact page downloads it too (about 6 KB of gzipped JavaScript in
 * issue 24; the quote form's strings and option lists cost the contact page 2 KB more). Here
 * every import made from a public island, or from a module such an import reached, that
 * resolves into `src/` or into zod is given a query naming that island; Vite treats
 * `file.ts?public-island=ContactForm` as a module of its own, tree-shaken for that island alone.
 * React and the other packages stay shared (they are the same code for all). The copies are only
 * in the client build: the server and the prerendered HTML use the plain modules.
 */
import path from "node:path";
import type { Plugin } from "vite";

const QUERY = "?public-island=";

/** The island a module copy belongs to ("ContactForm"), if it is one. */
const islandOf = (id: string) => (id.includes(QUERY) ? id.slice(id.indexOf(QUERY) + QUERY.length) : undefined);
const withoutQuery = (id: string) => id.replace(/\?.*$/, "");

/**
 * @param root the project root
 * @param entries the public islands, relative to the root (e.g. "src/islands/ContactForm.tsx")
 */
export function publicIslandModules(root: string, entries: readonly string[]): Plugin {
  const islands = new Map(entries.map((entry) => [path.resolve(root, entry), path.parse(entry).name]));
  const sourceDir = path.resolve(root, "src") + path.sep;
  const zodDir = `${path.sep}node_modules${path.sep}zod${path.sep}`;
  const copied = (file: string) =>
    (file.startsWith(sourceDir) || file.includes(zodDir)) && !/\.(css|svg|png|jpe?g|webp|avif|woff2?)$/.test(file);

  return {
    name: "public-island-modules",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      if (!importer || source.includes("?")) return null;
      const island = islandOf(importer) ?? islands.get(withoutQuery(importer));
      if (!island) return null;
      const resolved = await this.resolve(source, withoutQuery(importer), { ...options, skipSelf: true });
      if (!resolved || resolved.external || !path.isAbsolute(resolved.id) || !copied(resolved.id)) return resolved;
      return { ...resolved, id: `${withoutQuery(resolved.id)}${QUERY}${island}` };
    },
  };
}
