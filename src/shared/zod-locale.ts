/**
 * zod's English messages for checks that carry no message of their own ("Too big: expected
 * string to have <=255 characters"). The full `zod` build installs them on import; zod/mini does
 * not, so the console's mini schemas import this. The lead forms give every check its own
 * message and leave it out.
 */
import en from "zod/v4/locales/en.js";
import { config } from "zod/mini";

config(en());
