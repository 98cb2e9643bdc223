import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  extractKeywords,
  metaDescription,
  normalizeHeadingLevels,
  pageTitle,
  parseKeywordList,
  stripTags,
  truncateAtWord,
} from "./seo";
import {
  breadcrumbJsonLd,
  roofingContractorJsonLd,
  roofingContractorReference,
  serializeJsonLd,
  SERVICE_TYPES,
} from "./structured-data";
import { BRAND_NAME, seoDefaults, serviceAreas, site } from "./site";

const headingLevels = (html: string) => [...html.matchAll(/<h([1-6])\b/g)].map((match) => Number(match[1]));

describe("pageTitle", () => {
  it("appends the brand when the result fits in 60 characters", () => {
    expect(pageTitle("Our Story")).toBe(`Our Story | ${BRAND_NAME}`);
  });

  it("keeps a title of exactly 60 characters untouched", () => {
    const page = "x".repeat(60 - ` | ${BRAND_NAME}`.length);
    expect(pageTitle(page)).toHaveLength(60);
    expect(pageTitle(page)).toBe(`${page} | ${BRAND_NAME}`);
  });

  it("shortens the page part at a word boundary with an ellipsis, keeping the brand", () => {
    const title = pageTitle("How to Inspect a Slate Roof After a Nor'easter Without Climbing on It");
    expect(title.length).toBeLessThanOrEqual(60);
    expect(title.endsWith(`… | ${BRAND_NAME}`)).toBe(true);
    expect(title).not.toMatch(/ … \|/);
    expect("How to Inspect a Slate Roof After a Nor'easter Without Climbing").toContain(title.split("…")[0]);
  });

  it("cuts one very long word mid-word rather than returning only the ellipsis", () => {
    const title = pageTitle("Supercalifragilisticexpialidocious".repeat(3));
    expect(title.length).toBeLessThanOrEqual(60);
    expect(title).toMatch(/^Super\w+… \| /);
  });

  it("returns the brand alone for an empty title or the brand itself", () => {
    expect(pageTitle("   ")).toBe(BRAND_NAME);
    expect(pageTitle(BRAND_NAME)).toBe(BRAND_NAME);
  });

  it("collapses whitespace in the page title", () => {
    expect(pageTitle("  Slate \n  Benefits ")).toBe(`Slate Benefits | ${BRAND_NAME}`);
  });

  it("drops the suffix when a brand is too long to leave room for a page title", () => {
    const brand = "B".repeat(59);
    expect(pageTitle("Services", brand)).toBe("Services");
  });

  it("never exceeds the limit for any input", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (title) => {
        expect(pageTitle(title).length).toBeLessThanOrEqual(60);
      }),
    );
  });
});

describe("truncateAtWord", () => {
  it("leaves short text alone", () => {
    expect(truncateAtWord("Copper flashing", 20)).toBe("Copper flashing");
  });

  it("drops dangling punctuation before the ellipsis", () => {
    expect(truncateAtWord("Slate, copper, felt and nails", 16)).toBe("Slate, copper…");
  });

  it("handles limits too small for a word", () => {
    expect(truncateAtWord("slate", 1)).toBe("…");
    expect(truncateAtWord("slate", 0)).toBe("");
  });
});

describe("stripTags", () => {
  it("removes tags, comments, scripts and styles and decodes entities", () => {
    const html =
      '<p>Vermont &amp; Welsh<br>slate</p><!-- note --><script>alert("x")</script><style>p{}</style><p>lasts&nbsp;100&#43; years &#x2014; &rsquo;</p>';
    expect(stripTags(html)).toBe("Vermont & Welsh slate lasts 100+ years — ’");
  });

  it("keeps words from adjacent block elements apart", () => {
    expect(stripTags("<h2>Lap</h2><p>Pitch</p>")).toBe("Lap Pitch");
  });

  it("leaves unknown entities and plain text untouched", () => {
    expect(stripTags("a &bogus; b < c")).toBe("a &bogus; b < c");
  });
});

describe("metaDescription", () => {
  it("returns short text whole", () => {
    expect(metaDescription("<p>Slate lasts a century.</p>")).toBe("Slate lasts a century.");
  });

  it("cuts long content at a word boundary within 160 characters with an ellipsis", () => {
    const words = Array.from({ length: 60 }, (_, index) => `word${index}`).join(" ");
    const description = metaDescription(`<p>${words}</p>`);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith("…")).toBe(true);
    const body = description.slice(0, -1);
    expect(words.startsWith(body)).toBe(true);
    expect(words[body.length]).toBe(" ");
  });

  it("is empty for markup without text", () => {
    expect(metaDescription("<p> </p><img src=x>")).toBe("");
  });

  it("never exceeds the limit and never ends inside a word", () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{1,12}$/), { maxLength: 80 }), (words) => {
        const text = words.join(" ");
        const description = metaDescription(text);
        expect(description.length).toBeLessThanOrEqual(160);
        if (description.endsWith("…")) {
          const body = description.slice(0, -1);
          expect([" ", undefined]).toContain(text[body.length]);
        } else {
          expect(description).toBe(text);
        }
      }),
    );
  });
});

describe("extractKeywords", () => {
  const fixed = seoDefaults.fixedKeywordPhrases;

  it("takes words of 3+ letters seen at least twice, most frequent first, then the fixed phrases", () => {
    const text = "Copper nails hold slate. Copper flashing lasts. Copper valleys. Slate ring. Nails rust. Lap once.";
    expect(extractKeywords(text)).toEqual(["copper", "nails", "slate", ...fixed]);
  });

  it("excludes stop words, short words and bare numbers", () => {
    const text = "the the and and was was it it of of 100 100 ice ice";
    expect(extractKeywords(text)).toEqual(["ice", ...fixed]);
  });

  it("keeps at most 10 text words", () => {
    const words = Array.from({ length: 14 }, (_, index) => `term${String.fromCharCode(97 + index)}`);
    const text = [...words, ...words].join(" ");
    const keywords = extractKeywords(text);
    expect(keywords.slice(0, 10)).toEqual(words.slice(0, 10));
    expect(keywords.slice(10)).toEqual([...fixed]);
  });

  it("ignores case and markup, and does not repeat a fixed phrase", () => {
    const keywords = extractKeywords("<p>Slate <b>SLATE</b> slate roofing</p>", {
      fixedPhrases: ["Slate", "copper work"],
    });
    expect(keywords).toEqual(["slate", "copper work"]);
  });

  it("returns only the fixed phrases for empty text", () => {
    expect(extractKeywords("")).toEqual([...fixed]);
    expect(fixed).toHaveLength(5);
  });
});

describe("parseKeywordList", () => {
  it("splits, trims and de-duplicates a stored list", () => {
    expect(parseKeywordList(" slate, Copper ,,slate ,  ")).toEqual(["slate", "Copper"]);
    expect(parseKeywordList(null)).toEqual([]);
  });
});

describe("normalizeHeadingLevels", () => {
  it("closes a skipped level and rewrites the matching closing tag", () => {
    expect(normalizeHeadingLevels('<h2>A</h2><h4 id="b">B</h4>')).toBe('<h2>A</h2><h3 id="b">B</h3>');
  });

  it("keeps siblings at the same level", () => {
    expect(headingLevels(normalizeHeadingLevels("<h2>A</h2><h4>B</h4><h4>C</h4><h3>D</h3><h5>E</h5>"))).toEqual([
      2, 3, 3, 3, 4,
    ]);
  });

  it("demotes headings that would repeat the page's h1", () => {
    expect(normalizeHeadingLevels("<h1>Title</h1><h3>Part</h3>")).toBe("<h2>Title</h2><h3>Part</h3>");
  });

  it("honours a different surrounding level and caps at h6", () => {
    expect(headingLevels(normalizeHeadingLevels("<h2>a</h2><h3>b</h3>", { after: 0 }))).toEqual([1, 2]);
    expect(headingLevels(normalizeHeadingLevels("<h1>a</h1>", { after: 0 }))).toEqual([1]);
    expect(headingLevels(normalizeHeadingLevels("<h6>a</h6><h6>b</h6>", { after: 5 }))).toEqual([6, 6]);
    expect(headingLevels(normalizeHeadingLevels("<h6>a</h6>", { after: 9 }))).toEqual([6]);
  });

  it("leaves well-formed headings, other tags and case alone", () => {
    const html = "<H2 class=x>A</H2><p>h3 text <header>x</header><hr></p><h3>B</h3>";
    expect(normalizeHeadingLevels(html)).toBe("<h2 class=x>A</h2><p>h3 text <header>x</header><hr></p><h3>B</h3>");
  });

  it("never lets a heading go more than one level deeper than the previous", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 30 }), (levels) => {
        const html = levels.map((level, index) => `<h${level}>${index}</h${level}>`).join("<p>x</p>");
        const result = normalizeHeadingLevels(html);
        const out = headingLevels(result);
        expect(out).toHaveLength(levels.length);
        let previous = 1;
        for (const level of out) {
          expect(level).toBeGreaterThanOrEqual(2);
          expect(level).toBeLessThanOrEqual(previous + 1);
          previous = level;
        }
        // Every opening tag is closed by a tag of the same level.
        for (const match of result.matchAll(/<h([1-6])>(\d+)<\/h([1-6])>/g)) expect(match[1]).toBe(match[3]);
      }),
    );
  });
});

describe("structured data", () => {
  it("builds a BreadcrumbList with absolute URLs and positions", () => {
    const data = breadcrumbJsonLd(
      [
        { name: "Home", url: "/" },
        { name: "Blog", url: "/blog" },
      ],
      "https://example.com",
    );
    expect(data).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, name: "Home", item: "https://example.com/" },
        { position: 2, name: "Blog", item: "https://example.com/blog" },
      ],
    });
  });

  it("names the same business by @id on other pages, without the home page's full facts", () => {
    const full = roofingContractorJsonLd("https://example.com");
    const reference = roofingContractorReference("https://example.com");
    expect(reference).toMatchObject({ "@type": "RoofingContractor", "@id": full["@id"], telephone: site.phone.e164 });
    expect(reference).not.toHaveProperty("aggregateRating");
  });

  it("describes the roofing contractor with the business's facts", () => {
    const data = roofingContractorJsonLd("https://example.com") as Record<string, unknown>;
    expect(data["@type"]).toBe("RoofingContractor");
    expect(data.foundingDate).toBe("2003");
    expect(data.telephone).toBe(site.phone.e164);
    expect(data.serviceType).toEqual([...SERVICE_TYPES]);
    expect(data.aggregateRating).toMatchObject({ ratingValue: "5.0", reviewCount: 500 });
    expect((data.areaServed as { name: string }[]).map((area) => area.name)).toEqual(["New Jersey", "New York"]);
    // Every county of the site facts, Essex (Montclair, Short Hills) among them (issue 25).
    const newJersey = (data.areaServed as { containsPlace: { name: string }[] }[])[0]!.containsPlace;
    expect(newJersey.map((place) => place.name)).toEqual(serviceAreas[0].counties.map((county) => `${county} County`));
    expect(newJersey.map((place) => place.name)).toContain("Essex County");
    expect(data.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: "Morristown",
      addressRegion: "NJ",
      postalCode: site.address.postalCode,
      addressCountry: "US",
    });
    expect(data.openingHoursSpecification).toEqual([
      expect.objectContaining({ opens: "07:00", closes: "18:00", dayOfWeek: expect.arrayContaining(["Friday"]) }),
      expect.objectContaining({ opens: "08:00", closes: "16:00", dayOfWeek: ["Saturday"] }),
    ]);
  });

  it("serialises JSON-LD so a value cannot close the script element", () => {
    const text = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});
