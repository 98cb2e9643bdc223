/**
 * Photo rules on zod/mini for the console: alt text is required for every image, in the upload
 * list (one alt per photo), the alt edit, and every image field (`imageValueSchema`). The media API reads the same
 * schemas through media.ts (full-zod.ts).
 */
import "../zod-setup";
import "../zod-locale";
import { z } from "zod/mini";
import { MEDIA_ALT_MAX } from "../media";
import { mediaStrings } from "../strings/media";

export const mediaAltSchema = z
  .string(mediaStrings.altRequired)
  .check(z.trim(), z.minLength(1, mediaStrings.altRequired), z.maxLength(MEDIA_ALT_MAX, mediaStrings.altMax));

/** Upload form fields besides the file, and the body of PUT /api/admin/media/{id}. */
export const mediaAltFormSchema = z.object({ alt: mediaAltSchema });
export type MediaAltInput = z.infer<typeof mediaAltFormSchema>;

/** An image field's value: a photo's reference path and its (required) alt text. */
export const imageValueSchema = z.object({ src: z.string().check(z.minLength(1)), alt: mediaAltSchema });
