/**
 * SQL of slug_redirects: the old addresses of renamed published posts and projects. Writes keep
 * one invariant, so no chain or loop can form: no slug is both a from_slug and a to_slug of the
 * same kind, and no from_slug is the slug of a live item.
 */
import type { Selectable } from "kysely";
import type { Db, SlugRedirectKind } from "../db/schema";
import type { SlugRedirectsTable } from "../db/content-tables";

export type RedirectRow = Omit<Selectable<SlugRedirectsTable>, "createdAt">;

/** An item now owns `slug`: an old address with that slug stops redirecting (the item's page wins). */
export async function deleteRedirectFrom(db: Db, kind: SlugRedirectKind, slug: string): Promise<void> {
  await db.deleteFrom("slugRedirects").where("kind", "=", kind).where("fromSlug", "=", slug).execute();
}

/** Old addresses that led to `from` lead straight to `to` (A→B, then B→C: A→C). */
export async function retargetRedirects(db: Db, kind: SlugRedirectKind, from: string, to: string): Promise<void> {
  await db
    .updateTable("slugRedirects")
    .set({ toSlug: to })
    .where("kind", "=", kind)
    .where("toSlug", "=", from)
    .execute();
}

export async function upsertRedirect(db: Db, redirect: RedirectRow): Promise<void> {
  await db
    .insertInto("slugRedirects")
    .values(redirect)
    .onConflict((oc) => oc.columns(["kind", "fromSlug"]).doUpdateSet({ toSlug: redirect.toSlug }))
    .execute();
}

/** A deleted item's old addresses lead nowhere any more. */
export async function deleteRedirectsTo(db: Db, kind: SlugRedirectKind, slug: string): Promise<void> {
  await db.deleteFrom("slugRedirects").where("kind", "=", kind).where("toSlug", "=", slug).execute();
}

export async function findRedirect(db: Db, kind: SlugRedirectKind, fromSlug: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("slugRedirects")
    .select("toSlug")
    .where("kind", "=", kind)
    .where("fromSlug", "=", fromSlug)
    .executeTakeFirst();
  return row?.toSlug;
}

export async function listRedirects(db: Db): Promise<RedirectRow[]> {
  return db
    .selectFrom("slugRedirects")
    .select(["kind", "fromSlug", "toSlug"])
    .orderBy("kind")
    .orderBy("fromSlug")
    .execute();
}
