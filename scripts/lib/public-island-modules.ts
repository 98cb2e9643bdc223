/**
 * Public form islands get their own copies of the project's modules and of zod in the browser
 * build, so the console's code never rides along on a visitor's page (decision 036a).
 *
 * A bundler tree-shakes a module once for the whole build: when the console uses more of zod's
 * core, of the option lists or of the site facts than the contact form does, the one shared copy
 * keeps all of it and the contact page downloads it too (about 6 KB of gzipped JavaScript in
 * issue 24). Here every import made from a public island, or from a module such an import
 * reached, that resolves into `src/` or into zod is given a query of its own; Vite treats
 * `file.ts?public-island` as a separate module, tree-shaken for the islands alone. React and the
 * other packages stay shared (they are the same code for both). The copies are only in the
 * client build: the server and the prerendered HTML use the plain modules.
 */
import path from "node:path";
import type { Plugin } from "vite";

export const PUBLIC_ISLAND_QUERY = "public-island";

const tagged = (id: string) => id.includes(`?${PUBLIC_ISLAND_QUERY}`);
const withoutQuery = (id: string) => id.replace(/\?.*$/, "");

/**
 * @param root the project root
 * @param entries the public islands, relative to the root (e.g. "src/islands/ContactForm.tsx")
 */
export function publicIslandModules(root: string, entries: readonly string[]): Plugin {
  const entryFiles = new Set(entries.map((entry) => path.resolve(root, entry)));
  const sourceDir = path.resolve(root, "src") + path.sep;
  const zodDir = `${path.sep}node_modules${path.sep}zod${path.sep}`;
  const copied = (file: string) => file.startsWith(sourceDir) || file.includes(zodDir);

  return {
    name: "public-island-modules",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      if (!importer || source.includes("?")) return null;
      if (!tagged(importer) && !entryFiles.has(withoutQuery(importer))) return null;
      const resolved = await this.resolve(source, withoutQuery(importer), { ...options, skipSelf: true });
      if (!resolved || resolved.external || !path.isAbsolute(resolved.id)) return resolved;
      if (tagged(resolved.id) || !copied(resolved.id) || /\.(css|svg|png|jpe?g|webp|avif|woff2?)$/.test(resolved.id))
        return resolved;
      return { ...resolved, id: `${resolved.id}?${PUBLIC_ISLAND_QUERY}` };
    },
  };
}
