/** The axe sweep (support/axe-sweep.ts) over every screen of the console, signed in, at 1280 px. */
import { consoleScreensWithLeads, sweep } from "./support/axe-sweep";

sweep(await consoleScreensWithLeads(), { signedIn: true, width: "desktop" });
