/** The customer's Cancel form on a signed contract (decision 045): a reason, optional. */
import "../zod-setup";
import "../zod-locale";
import { z } from "zod/mini";
import { CANCEL_REASON_MAX } from "../strings/contract";
import { cleanText } from "./lead-fields";
import { forServer } from "./full-zod";

export const cancelContractSchema = z.object({
  reason: z.optional(z.string().check(z.overwrite(cleanText), z.maxLength(CANCEL_REASON_MAX))),
});
export const cancelContractServer = forServer(cancelContractSchema);
