/**
 * zod 4 compiles fast object parsers with `new Function`, which the site's CSP (no 'unsafe-eval')
 * blocks and reports as a violation in the browser. Parse without it, everywhere: every module of
 * src/shared that builds schemas imports this first.
 */
import { z } from "zod";

z.config({ jitless: true });
