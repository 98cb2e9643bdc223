/**
 * Netlify's function request body limit, and the 413 answered past it locally: by the guard inside
 * netlify-cli (netlify-body-guard.mjs) and by the end-to-end suite's warm server (site-server.ts).
 * Plain JavaScript, because the guard is loaded into netlify-cli with `node --import`.
 */

/** netlify-cli's own cap (DEFAULT_BYTES_LIMIT), which is also Netlify's function body limit. */
export const LIMIT_BYTES = 6_000_000;

const BODY = JSON.stringify({
  error:
    "The request is larger than 6 MB, the most a Netlify function accepts. Photos are resized in the browser before they are sent; choose the photo again or send a smaller file.",
});

/** Methods whose body netlify-cli reads before routing. */
export const READS_BODY = (method) => !["GET", "HEAD", "OPTIONS"].includes(method ?? "GET");

/** Answers 413 with the explanation (once: a response already begun is left alone). */
export function refuseTooLarge(response) {
  if (response.headersSent) return;
  response.writeHead(413, {
    "content-type": "application/json; charset=utf-8",
    "content-length": String(Buffer.byteLength(BODY)),
    "cache-control": "no-store",
  });
  response.end(BODY);
}
