/** The photo rules of media-form.ts as the media API reads them (full-zod.ts). */
import { forServer } from "./full-zod";
import { mediaAltFormSchema } from "./media-form";

export const mediaAltInputSchema = forServer(mediaAltFormSchema);
export { mediaAltFormSchema, type MediaAltInput } from "./media-form";
