/**
 * zod 4 compiles fast object parsers with `new Function`, which the site's CSP (no 'unsafe-eval')
 * blocks and reports as a violation in the browser. Parse without it, everywhere: every module of
 * src/shared that builds schemas imports this first.
 */
import { config } from "zod/mini";

// One global setting of zod's core, shared by the full `zod` and `zod/mini` builds; imported
// from zod/mini so the public form islands, which import this, do not pull in the full build.
config({ jitless: true });
