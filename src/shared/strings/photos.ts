/**
 * What the browser says while it prepares and sends photos (console library and quote form alike),
 * and the quote form's photo section and API messages. One source for UI, API and tests.
 */
import { LEAD_PHOTO_MAX } from "../media";
import { site } from "../site";

export const photoUploadStrings = {
  preparing: "Resizing…",
  waiting: "Ready to upload",
  uploading: (percent: number) => `Uploading ${percent}%`,
  uploaded: "Uploaded",
  failed: "Not uploaded",
  retry: "Retry",
  remove: "Remove",
  progressLabel: (name: string) => `Upload of ${name}`,
  originalTooLarge: "This photo is too large to read here (over 80 MB). Export a smaller copy and try again.",
  unreadable:
    "This browser cannot read this photo, and it is too large to send as it is. Send a JPEG instead (on an iPhone: Settings › Camera › Formats › Most Compatible).",
  stillTooLarge: "Even resized, this photo is too large to send. Try a smaller copy.",
  networkError: "The connection failed. Check it and choose Retry.",
} as const;

export const quotePhotoStrings = {
  heading: "Photos",
  hint: `(optional, up to ${LEAD_PHOTO_MAX}: the damage, the roof from the street)`,
  choose: "Add photos",
  chooseHelp: "Take them with the camera or choose from your photos. They are resized on your device before sending.",
  limitReached: `You can attach up to ${LEAD_PHOTO_MAX} photos.`,
  loading: "Preparing photos…",
  stillUploading: "Please wait until the photos have uploaded, or remove the ones that failed.",
  byEmail: `Photos help us quote: reply to our e-mail or send them to ${site.email.address} with your name and address.`,
  photoAlt: (name: string) => `Your photo ${name}`,
  /** API messages. */
  tokenMissing: "This page has expired: reload it to add photos.",
  tooMany: `At most ${LEAD_PHOTO_MAX} photos can be attached to one request.`,
  rateLimited: (minutes: number) =>
    `Too many photos from this connection. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or e-mail them.`,
  notFound: "Photo not found",
  /** The console's quote page. */
  consoleHeading: "Photos from the customer",
  consoleEmpty: "No photos were attached.",
  consoleOpen: (n: number) => `Photo ${n}: open full size`,
  consoleFull: (n: number) => `Photo ${n}`,
  close: "Close",
} as const;
