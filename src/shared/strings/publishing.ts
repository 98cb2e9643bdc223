/** The "Publish at" field of the post and project editors (scheduled publishing). */
export const publishingStrings = {
  publishAt: "Publish at",
  publishAtHint: "Leave empty to publish on saving; a later date and time keeps it hidden until then.",
} as const;
