/**
 * Unsaved editor forms kept in the browser (localStorage), one per user and document, so a
 * reload, a crash or a sign-in never costs the text. A draft is the form's values and when they
 * were kept; it is read back only into the shape the form has today, and old ones are dropped.
 */

/** A draft nobody came back to in two weeks is stale, not precious. */
export const DRAFT_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
const PREFIX = "slate-draft:";

export type DraftValues = Record<string, string | number | boolean | null>;

export interface StoredDraft<V extends DraftValues> {
  /** ISO time the values were kept. */
  savedAt: string;
  values: V;
}

type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

/** One key per signed-in user and document: `kind` is "post" or "project", `id` the row's or "new". */
export function draftKey(userId: string, kind: string, id: number | "new"): string {
  return `${PREFIX}${userId}:${kind}:${id}`;
}

/** Same values, field by field (key order and fields outside `a` do not matter). */
export function sameValues(a: object, b: object | undefined): boolean {
  const [left, right] = [a as Record<string, unknown>, b as Record<string, unknown> | undefined];
  return Object.keys(left).every((name) => left[name] === right?.[name]);
}

export function writeDraft(storage: DraftStorage, key: string, values: DraftValues, now = new Date()): void {
  try {
    storage.setItem(key, JSON.stringify({ savedAt: now.toISOString(), values }));
  } catch {
    // Storage full or switched off: the form still works, there is just no safety net.
  }
}

export function clearDraft(storage: DraftStorage, key: string): void {
  storage.removeItem(key);
}

/**
 * The draft under `key` in the shape of `shape` (each field of the shape, taken from the draft
 * when it has that field with the same type), or null: none, unreadable, or older than the limit.
 */
export function readDraft<V extends DraftValues>(
  storage: DraftStorage,
  key: string,
  shape: V,
  now = new Date(),
): StoredDraft<V> | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const { savedAt, values } = (parsed ?? {}) as { savedAt?: unknown; values?: unknown };
  const time = typeof savedAt === "string" ? Date.parse(savedAt) : NaN;
  if (Number.isNaN(time) || typeof values !== "object" || values === null || now.getTime() - time > DRAFT_MAX_AGE_MS) {
    clearDraft(storage, key);
    return null;
  }
  const stored = values as Record<string, unknown>;
  const restored = Object.fromEntries(
    Object.entries(shape).map(([name, fallback]) => [
      name,
      typeof stored[name] === typeof fallback ? stored[name] : fallback,
    ]),
  ) as V;
  return { savedAt: savedAt as string, values: restored };
}

/** Drops every expired or unreadable draft (on any user's key): run when an editor opens. */
export function purgeStaleDrafts(storage: DraftStorage, now = new Date()): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string => key?.startsWith(PREFIX) ?? false,
  );
  for (const key of keys) readDraft(storage, key, {}, now);
}
