/**
 * Loaded into `npm run dev`'s function handlers (scripts/dev-handlers.ts) with `--import`, before
 * anything else: it notes every file of this project the process resolves (statically or by a later
 * `import()`; node_modules left out) and, when one of them changes on disk, ends the process with
 * exit code 75; the launcher (scripts/lib/dev-stack.ts, RESTART_EXIT_CODE) then starts it again. This is what
 * `node --watch` does, without its watching parent process (60 MB of the stack's memory).
 */
import { watch } from "node:fs";
import { registerHooks } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** dev-stack.ts starts the handlers again when they end with it. */
const RESTART_EXIT_CODE = 75;

/** Folder → names of the files in it this process loaded. */
const watched = new Map();

function changed(file) {
  console.log(`[functions] ${path.relative(process.cwd(), file)} changed: restarting`);
  process.exit(RESTART_EXIT_CODE);
}

function track(url) {
  if (!url.startsWith("file:") || url.includes("/node_modules/")) return;
  const file = fileURLToPath(url);
  const folder = path.dirname(file);
  const names = watched.get(folder) ?? new Set();
  if (!watched.has(folder)) {
    watched.set(folder, names);
    // The folder, not the file: editors that save by writing a new file and renaming it over the old one are seen too.
    watch(folder, (_event, name) => {
      if (name && names.has(name)) changed(path.join(folder, name));
    }).unref();
  }
  names.add(path.basename(file));
}

registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    track(resolved.url);
    return resolved;
  },
});
