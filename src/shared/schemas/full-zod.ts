/**
 * A zod/mini schema as seen by the server: wrapped in the full zod build, it parses with the very
 * same rules and messages, is the ZodType the request readers take, and fails with the full
 * build's ZodError, which the functions map to a 400; an object schema keeps its `shape`. The islands use the mini schema itself, so
 * no island downloads the full build (issue 14).
 */
import "../zod-setup";
import { z } from "zod";

export function forServer<T extends z.core.$ZodType>(schema: T) {
  const wrapped = z.pipe(z.unknown(), schema);
  // An object schema keeps its `shape`, so a form post can be read field by field by name.
  const shape = (schema as { shape?: unknown }).shape;
  return Object.assign(wrapped, shape ? { shape } : {}) as typeof wrapped & Pick<T, "shape" & keyof T>;
}
