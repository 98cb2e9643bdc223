/**
 * Links that survive edits (docs/product.md#states): renaming a published post or project keeps
 * its old address, which answers a permanent redirect to the new one, in the built site
 * (`_redirects`, written at build) and through the public API before the rebuild (SlugMoved).
 * Chains are resolved as they are written, so every old address leads to the current one in one
 * step, and renaming back to an old slug removes that redirect: no chain or loop can form.
 * The write functions run inside the caller's transaction, beside the item's own write.
 */
import { blogPostPath } from "../../shared/blog";
import { projectPath } from "../../shared/portfolio";
import type { Db, SlugRedirectKind } from "../db/schema";
import { SlugMoved } from "../errors";
import {
  deleteRedirectFrom,
  deleteRedirectsTo,
  findRedirect,
  listRedirects,
  retargetRedirects,
  upsertRedirect,
} from "./slug-redirects.repository";

/** The public path of a slug of each kind. */
export const publicPathOf: Record<SlugRedirectKind, (slug: string) => string> = {
  post: blogPostPath,
  project: projectPath,
};

interface SlugChange {
  kind: SlugRedirectKind;
  /** The slug before the write (undefined for a new item). */
  before: string | undefined;
  after: string;
  /** Whether the old address was public: only then is it worth keeping. */
  wasPublished: boolean;
}

/** Records what an item's write did to its slug; call it in the write's transaction. */
export async function recordSlugChange(db: Db, change: SlugChange): Promise<void> {
  const { kind, before, after } = change;
  await deleteRedirectFrom(db, kind, after);
  if (before === undefined || before === after) return;
  // Old addresses follow the item even while it is a draft.
  await retargetRedirects(db, kind, before, after);
  if (change.wasPublished) await upsertRedirect(db, { kind, fromSlug: before, toSlug: after });
}

/** A deleted item's old addresses are dropped with it. */
export function forgetSlug(db: Db, kind: SlugRedirectKind, slug: string): Promise<void> {
  return deleteRedirectsTo(db, kind, slug);
}

/** Throws SlugMoved when `slug` is an old address of an item of this kind; returns otherwise. */
export async function assertNotMoved(db: Db, kind: SlugRedirectKind, slug: string): Promise<void> {
  const toSlug = await findRedirect(db, kind, slug);
  if (toSlug !== undefined) throw new SlugMoved(toSlug);
}

/** Netlify `_redirects` lines: every old address, permanently to its item's current one. */
export async function netlifyRedirectRules(db: Db): Promise<string> {
  const rows = await listRedirects(db);
  return rows
    .map(({ kind, fromSlug, toSlug }) => `${publicPathOf[kind](fromSlug)} ${publicPathOf[kind](toSlug)} 301`)
    .map((line) => `${line}\n`)
    .join("");
}
