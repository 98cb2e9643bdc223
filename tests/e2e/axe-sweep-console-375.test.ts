/** The axe sweep (support/axe-sweep.ts) over the console's dashboard, lead and editor screens, signed in, at 375 px. */
import { consoleScreensWithLeads, sweep } from "./support/axe-sweep";

sweep(await consoleScreensWithLeads("leads"), { signedIn: true, width: "mobile" });
