/** The axe sweep (support/axe-sweep.ts) over the console's mail, agenda, reports and account screens, signed in, at 375 px. */
import { consoleScreensWithLeads, sweep } from "./support/axe-sweep";

sweep(await consoleScreensWithLeads("rest"), { signedIn: true, width: "mobile" });
