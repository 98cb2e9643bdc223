/** Table types of photos: the library (decision 034) and those visitors attach to quote requests (036c). */
import type { ColumnType, Generated } from "kysely";
import type { CreatedAt } from "./job-tables";

/** A visitor's photo; its files are in Netlify Blobs (store `lead-photos`) under `key`. */
export interface LeadPhotosTable {
  id: Generated<number>;
  key: string;
  /** SHA-256 (hex) of the form token the upload came with; the quote sent with that token claims it. Null for a texted photo. */
  tokenHash: string | null;
  /** Null until a quote claims it (and again once that quote is deleted): purged after a day. */
  quoteId: number | null;
  /** A photo texted by a contact enquiry's customer (issue 32, item 3). */
  contactSubmissionId: ColumnType<number | null, number | null | undefined, number | null>;
  /** The text (MMS) the photo came with; null for a form upload. */
  smsMessageId: ColumnType<string | null, string | null | undefined, string | null>;
  filename: string;
  width: number;
  height: number;
  /** Size of the uploaded file. */
  bytes: number;
  createdAt: CreatedAt;
}

/** An uploaded photo; its files are in Netlify Blobs under `key` (src/server/media/media.store.ts). */
export interface MediaTable {
  id: Generated<number>;
  key: string;
  alt: string;
  filename: string;
  width: number;
  height: number;
  /** Size of the uploaded file. */
  bytes: number;
  /** The uploaded file's type (what was sniffed, not what the browser declared). */
  contentType: string;
  uploadedBy: string | null;
  createdAt: CreatedAt;
}
