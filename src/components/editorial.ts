/** Editorial content collections (src/content.config.ts) in page order. */
import { getCollection, type CollectionEntry, type CollectionKey } from "astro:content";

export async function ordered<C extends CollectionKey>(collection: C): Promise<CollectionEntry<C>["data"][]> {
  const entries = await getCollection(collection);
  return entries.map((entry) => entry.data).sort((a, b) => a.order - b.order);
}
