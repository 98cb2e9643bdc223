/**
 * When a post or project becomes public (scheduled publishing, docs/product.md#states). The time
 * is set on first publish and kept from then on; the editor may choose one, and a future one
 * keeps the item private until then (content/published.ts).
 */

const minuteOf = (date: Date) => Math.floor(date.getTime() / 60_000);

/**
 * The publication time to store: the chosen one, else the stored one, else now when publishing.
 * A published item whose stored time lies ahead and that is saved without a choice goes public
 * now (the admin cleared the schedule).
 */
export function publicationTime(
  chosen: string | null | undefined,
  stored: Date | null,
  publishing: boolean,
  now: Date = new Date(),
): Date | null {
  if (chosen) {
    const at = new Date(chosen);
    // The form shows minutes: the stored time, sent back unchanged, keeps its seconds.
    return stored && minuteOf(stored) === minuteOf(at) ? stored : at;
  }
  if (!publishing) return stored;
  return stored && stored <= now ? stored : now;
}
