/** Issue 33, finding 6: webhook text PostgreSQL's jsonb can store, and nesting counted before parsing. */
import { describe, expect, it } from "vitest";
import { jsonDepth, storableJson, storableText } from "./webhook-body";

describe("webhook bodies", () => {
  it("counts nesting outside strings only", () => {
    expect(jsonDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonDepth('{"a":"[[[[{{{{\\"]]"}')).toBe(1);
    expect(jsonDepth("[".repeat(100_000) + "]".repeat(100_000))).toBe(100_000);
  });

  it("removes U+0000 and replaces lone surrogates, in keys and values, keeping pairs", () => {
    expect(storableText("a\u0000b\ud800c\udc00d😀")).toBe("ab\uFFFDc\uFFFDd😀");
    expect(storableJson({ "k\u0000": ["x\ud83d", 1, null, { y: "\u0000" }] })).toEqual({
      k: ["x\uFFFD", 1, null, { y: "" }],
    });
  });
});
