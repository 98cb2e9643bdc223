/**
 * The quote form's photos as the lead carries them, and the body of removing one (decision 036c).
 * The ids come from POST /api/quote-photos; anything malformed is dropped, never a reason to lose
 * the lead.
 */
import "../zod-setup";
import { z } from "zod/mini";
import { LEAD_PHOTO_MAX } from "../media";

const photoIds = z.array(z.int().check(z.positive())).check(z.maxLength(LEAD_PHOTO_MAX));

/** An array of ids, or the form's hidden field: the same ids separated by commas. */
export const leadPhotoIdsSchema = z.catch(
  z.optional(
    z.pipe(
      z.transform((value: unknown) =>
        typeof value === "string" ? value.split(",").filter(Boolean).map(Number) : value,
      ),
      photoIds,
    ),
  ),
  undefined,
);

export const removeLeadPhotoSchema = z.object({ formToken: z.optional(z.string().check(z.maxLength(512))) });

/** A photo attached to a quote, as the console lists it (GET /api/admin/quote-photos?quote=ID). */
export interface AttachedPhoto {
  id: number;
  filename: string;
  width: number;
  height: number;
  /** Admin-only URLs of the 480 px thumbnail and of the photo itself. */
  thumbnail: string;
  full: string;
}
