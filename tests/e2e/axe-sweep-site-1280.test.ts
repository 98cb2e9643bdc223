/** The axe sweep (support/axe-sweep.ts) over the marketing pages and the two lead forms at 1280 px. */
import { sitePages, sweep } from "./support/axe-sweep";

sweep(sitePages(), { signedIn: false, width: "desktop" });
