import { describe, expect, it } from "vitest";
import { LEAD_SOURCE_STORAGE_KEY, readLeadSource } from "./lead-source";
import { CAPTURE_STORAGE_KEY, captureLeadSource, describeLeadSource } from "./lead-source-capture";

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const origin = "https://www.alpineslateroofing.com";
const place = (path: string) => {
  const url = new URL(path, origin);
  return { pathname: url.pathname, search: url.search, origin };
};

describe("lead source", () => {
  it("keeps the first landing page, external referrer and UTM parameters, ignoring later page views", () => {
    const store = new MemoryStorage();
    captureLeadSource(
      place("/blog/slate-lifespan?utm_source=google&utm_medium=cpc&utm_campaign=restoration"),
      "https://www.google.com/",
      store,
    );
    captureLeadSource(place("/quote?utm_source=other"), "https://elsewhere.example/", store);
    expect(readLeadSource(store)).toMatchObject({
      landingPage: "/blog/slate-lifespan?utm_source=google&utm_medium=cpc&utm_campaign=restoration",
      referrer: "https://www.google.com/",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "restoration",
    });
  });

  it("keeps each of the five UTM parameters under its own field, trimmed, and no others", () => {
    const search =
      "?utm_source=%20news%20&utm_medium=email&utm_campaign=fall&utm_term=slate&utm_content=hero&utm_id=7&utm_medium2=x";
    expect(describeLeadSource(place(`/${search}`), "", new Date("2026-03-08T07:00:00Z"))).toEqual({
      landingPage: `/${search}`,
      capturedAt: "2026-03-08T07:00:00.000Z",
      utmSource: "news",
      utmMedium: "email",
      utmCampaign: "fall",
      utmTerm: "slate",
      utmContent: "hero",
    });
  });

  it("does not count our own pages as a referrer", () => {
    expect(describeLeadSource(place("/contact"), `${origin}/services`).referrer).toBeUndefined();
    expect(describeLeadSource(place("/contact"), "not a url").referrer).toBeUndefined();
  });

  it("survives blocked or corrupted storage", () => {
    expect(() => captureLeadSource(place("/"), "", undefined)).not.toThrow();
    const store = new MemoryStorage();
    store.setItem(LEAD_SOURCE_STORAGE_KEY, "{broken");
    expect(readLeadSource(store)).toBeUndefined();
    expect(readLeadSource(undefined)).toBeUndefined();
  });
});

describe("capture and read sides", () => {
  it("use the same storage key", () => {
    expect(CAPTURE_STORAGE_KEY).toBe(LEAD_SOURCE_STORAGE_KEY);
  });
});
