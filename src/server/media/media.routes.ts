/**
 * Photos, served from this site so the CSP keeps `img-src 'self'`:
 *   GET /media/:key/:file  → `{width}.webp` or `{width}.jpg` of a stored photo, cached for a year
 * A key is never reused (media.service.ts), so a URL's bytes never change: `immutable`.
 */
import { type RouteTable } from "../http/router";
import { photoFile } from "./media.service";
import { textParam } from "../http/params";

const IMMUTABLE = "public, max-age=31536000, immutable";

export const mediaRoutes: RouteTable = {
  "GET|HEAD /media/:key/:file": async ({ params, request }) => {
    const { body, contentType } = await photoFile(textParam(params, "key"), textParam(params, "file"));
    return new Response(request.method === "HEAD" ? null : body, {
      headers: {
        "Content-Type": contentType,
        "Content-Length": String(body.byteLength),
        "Cache-Control": IMMUTABLE,
        "Netlify-CDN-Cache-Control": IMMUTABLE,
      },
    });
  },
};
