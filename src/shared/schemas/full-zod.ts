/**
 * A zod/mini schema as seen by the server: wrapped in the full zod build, it parses with the very
 * same rules and messages, is the ZodType the request readers take, and fails with the full
 * build's ZodError, which the functions map to a 400. The islands use the mini schema itself, so
 * no island downloads the full build (issue 14).
 */
import "../zod-setup";
import { z } from "zod";

export function forServer<T extends z.core.$ZodType>(schema: T) {
  return z.pipe(z.unknown(), schema);
}
