/**
 * The axe sweep (support/axe-sweep.ts) over the blog, the portfolio, the not-found pages, the
 * newsletter's steps and the sign-in pages at 375 px.
 */
import { contentPages, otherPublicPages, sweep } from "./support/axe-sweep";

sweep([...(await contentPages()), ...otherPublicPages()], { signedIn: false, width: "mobile" });
