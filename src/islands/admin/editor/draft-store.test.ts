import { beforeEach, describe, expect, it } from "vitest";
import {
  clearDraft,
  DRAFT_MAX_AGE_MS,
  draftKey,
  purgeStaleDrafts,
  readDraft,
  sameValues,
  writeDraft,
} from "./draft-store";

/** A real Storage's contract over a Map (node has no localStorage). */
class MemoryStorage {
  readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const shape = { title: "", content: "", categoryId: "none" };
const key = draftKey("user-1", "post", "new");
const written = new Date("2026-11-20T10:00:00Z");
let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
});

describe("draft store", () => {
  it("keys drafts by user, kind and document", () => {
    expect(draftKey("user-1", "post", 12)).not.toBe(draftKey("user-2", "post", 12));
    expect(draftKey("user-1", "post", 12)).not.toBe(draftKey("user-1", "project", 12));
    expect(draftKey("user-1", "post", "new")).not.toBe(draftKey("user-1", "post", 12));
  });

  it("gives back what it kept, with when it was kept", () => {
    const values = { title: "Ridge", content: "<p>Copper & <strong>slate</strong></p>", categoryId: "3" };
    writeDraft(storage, key, values, written);
    expect(readDraft(storage, key, shape, new Date("2026-11-21T10:00:00Z"))).toEqual({
      savedAt: written.toISOString(),
      values,
    });
  });

  it("reads into today's form shape: missing or mistyped fields take the form's value, unknown ones are ignored", () => {
    storage.setItem(
      key,
      JSON.stringify({ savedAt: written.toISOString(), values: { title: 7, content: "<p>x</p>", old: "y" } }),
    );
    expect(readDraft(storage, key, shape, written)?.values).toEqual({
      title: "",
      content: "<p>x</p>",
      categoryId: "none",
    });
  });

  it("drops a draft older than the limit, and an unreadable one", () => {
    writeDraft(storage, key, shape, written);
    expect(readDraft(storage, key, shape, new Date(written.getTime() + DRAFT_MAX_AGE_MS - 1))).not.toBeNull();
    expect(readDraft(storage, key, shape, new Date(written.getTime() + DRAFT_MAX_AGE_MS + 1))).toBeNull();
    expect(storage.getItem(key)).toBeNull();

    storage.setItem(key, "{not json");
    expect(readDraft(storage, key, shape)).toBeNull();
    expect(storage.getItem(key)).toBeNull();
    storage.setItem(key, JSON.stringify({ savedAt: "yesterday", values: {} }));
    expect(readDraft(storage, key, shape)).toBeNull();
  });

  it("clears a draft (after a successful save)", () => {
    writeDraft(storage, key, shape, written);
    clearDraft(storage, key);
    expect(readDraft(storage, key, shape, written)).toBeNull();
  });

  it("purges stale drafts of every user and leaves fresh ones and other keys alone", () => {
    const now = new Date(written.getTime() + DRAFT_MAX_AGE_MS + 1);
    writeDraft(storage, draftKey("user-1", "post", 1), shape, written);
    writeDraft(storage, draftKey("user-2", "post", 2), shape, now);
    storage.setItem("theme", "dark");
    purgeStaleDrafts(storage, now);
    expect([...storage.items.keys()].sort()).toEqual([draftKey("user-2", "post", 2), "theme"].sort());
  });

  it("survives a full storage", () => {
    const full = Object.assign(new MemoryStorage(), {
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    });
    expect(() => writeDraft(full, key, shape)).not.toThrow();
  });

  it("compares values field by field", () => {
    expect(sameValues({ a: "1", b: "2" }, { b: "2", a: "1" })).toBe(true);
    expect(sameValues({ a: "1" }, { a: "2" })).toBe(false);
    expect(sameValues({ a: "1" }, undefined)).toBe(false);
  });
});
