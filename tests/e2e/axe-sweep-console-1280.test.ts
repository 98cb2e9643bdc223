/** The axe sweep (support/axe-sweep.ts) over the console's dashboard, lead and editor screens, signed in, at 1280 px. */
import { consoleScreensWithLeads, sweep } from "./support/axe-sweep";

sweep(await consoleScreensWithLeads("leads"), { signedIn: true, width: "desktop" });
