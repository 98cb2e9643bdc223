/**
 * Visitors' quote photos never attached to a quote (the form was abandoned) or whose quote was
 * deleted (the row's quote_id is then null) go after a day, files first, then the row. Bounded
 * batches; what is left waits for the next run. Decision 036c.
 */
import type { Job } from "../jobs/job";
import { deletePhotoFiles } from "../media/media.store";
import { deleteLeadPhotoRow, findStalePhotos } from "./lead-photos.repository";
import { LEAD_PHOTO_STORE } from "./lead-photos.service";

export const UNATTACHED_PHOTO_HOURS = 24;
const BATCH = 50;

export const purgeUnattachedLeadPhotos: Job<{ leadPhotosPurged: number }> = {
  name: "purge-unattached-lead-photos",
  run: async (db) => {
    const stale = await findStalePhotos(db, UNATTACHED_PHOTO_HOURS, BATCH);
    for (const photo of stale) {
      await deletePhotoFiles(photo.key, LEAD_PHOTO_STORE);
      await deleteLeadPhotoRow(db, photo.id);
    }
    return { leadPhotosPurged: stale.length };
  },
};
