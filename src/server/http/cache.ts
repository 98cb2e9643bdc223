/** Cache headers for public reads: browsers and the CDN reuse an answer briefly, then revalidate. */
export const PUBLIC_READ_CACHE: Readonly<Record<string, string>> = {
  "Cache-Control": "public, max-age=60, stale-while-revalidate=600",
  "Netlify-CDN-Cache-Control": "public, s-maxage=60, stale-while-revalidate=600",
};
