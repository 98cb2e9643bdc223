/** Build-time data for the site's `_redirects` file: the old addresses of renamed items. */
import { withDb } from "../db/client";
import { netlifyRedirectRules } from "./slug-redirects.service";

export function loadRedirectRules(): Promise<string> {
  return withDb(netlifyRedirectRules);
}
