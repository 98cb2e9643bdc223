/**
 * The business's facts where a homeowner looks for them (issue 25), on the production build:
 * every county served (Essex with Montclair and Short Hills among them) in the footer, the
 * county lists and the structured data; the NJ contractor registration in the footer and beside
 * both lead forms; the street address in the footer and the JSON-LD; the reviews behind the
 * rating one click away. All of them from src/shared/site.ts.
 */
import { afterAll, describe, expect, it } from "vitest";
import { addressLine, registrationLine, serviceAreas, site } from "../../src/shared/site";
import { closeBrowser, openPage, VIEWPORTS } from "./support/browser";

afterAll(closeBrowser);

const newJersey = serviceAreas.find((area) => area.code === "NJ")!;

async function onPage<T>(path: string, check: (page: Awaited<ReturnType<typeof openPage>>["page"]) => Promise<T>) {
  const testPage = await openPage({ viewport: VIEWPORTS.mobile });
  try {
    await testPage.page.goto(path, { waitUntil: "load" });
    return await check(testPage.page);
  } finally {
    await testPage.close();
  }
}

describe("site facts on the pages", () => {
  it.each(["/", "/services", "/contact", "/quote", "/blog"])(
    "%s: the footer names every county, the registration and the address",
    async (path) => {
      await onPage(path, async (page) => {
        const footer = page.getByRole("contentinfo");
        const text = await footer.innerText();
        for (const area of serviceAreas) for (const county of area.counties) expect(text).toContain(county);
        expect(text).toContain("Essex");
        expect(text).toContain(registrationLine);
        expect(text).toContain(addressLine);
      });
    },
  );

  it.each([
    ["/contact", "Consultation request"],
    ["/quote", "Quote request"],
  ])("%s: the registration sits beside the form", async (path, region) => {
    await onPage(path, async (page) => {
      await expect(page.getByRole("region", { name: region }).getByText(registrationLine).isVisible()).resolves.toBe(
        true,
      );
    });
  });

  it("/quote: the Service Areas card lists the counties and the towns, Montclair and Short Hills among them", async () => {
    await onPage("/quote", async (page) => {
      const card = await page.getByRole("region", { name: "Service Areas" }).innerText();
      for (const town of newJersey.towns) expect(card).toContain(town.name);
      expect(card).toContain("Montclair");
      expect(card).toContain("Short Hills");
      expect(card).toContain("Essex");
    });
  });

  it("/services: the county list has Essex County", async () => {
    await onPage("/services", async (page) => {
      await expect(page.getByText("Essex County", { exact: true }).count()).resolves.toBe(1);
    });
  });

  it.each(["/", "/quote"])("%s: the rating links to the public reviews", async (path) => {
    await onPage(path, async (page) => {
      const link = page.getByRole("link", { name: site.reviews.label });
      await expect(link.getAttribute("href")).resolves.toBe(site.reviews.url);
      await expect(link.isVisible()).resolves.toBe(true);
    });
  });

  it("the structured data serves Essex County and carries the street address", async () => {
    await onPage("/", async (page) => {
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const business = blocks.map((text) => JSON.parse(text)).find((data) => data["@type"] === "RoofingContractor");
      const njPlaces = business.areaServed[0].containsPlace.map((place: { name: string }) => place.name);
      expect(njPlaces).toContain("Essex County");
      expect(business.address).toMatchObject({
        streetAddress: site.address.street,
        postalCode: site.address.postalCode,
      });
    });
  });
});
