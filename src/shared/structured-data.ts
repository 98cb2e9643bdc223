/**
 * Structured data (schema.org JSON-LD) every page carries: the business as a roofing contractor,
 * breadcrumbs, and the serialiser that makes it safe inside a <script> element.
 */
import type { BreadcrumbItem } from "./pages";
import { seoDefaults, serviceAreas, site } from "./site";

export type { BreadcrumbItem };

/** schema.org BreadcrumbList with absolute item URLs. */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[], siteUrl: string | URL): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: new URL(item.url, siteUrl).href,
    })),
  };
}

/** The four service types the business's structured data names. */
export const SERVICE_TYPES = [
  "Slate roof installation",
  "Slate roof repair",
  "Historic roof restoration",
  "Slate roof maintenance",
] as const;

/**
 * The business on pages other than home: a reference to the home page's full node by its `@id`
 * (schema.org's way of naming one entity on many pages), with the facts a search result shows. The
 * full node on every page cost ~0.8 KB gzip of the 14 KB first round trip (decision 036d).
 */
export function roofingContractorReference(siteUrl: string | URL): Record<string, unknown> {
  const full = roofingContractorJsonLd(siteUrl);
  const { "@context": context, "@type": type, "@id": id, name, url, telephone, address } = full;
  return { "@context": context, "@type": type, "@id": id, name, url, telephone, address };
}

/** Site-wide schema.org RoofingContractor describing the business (in full on the home page). */
export function roofingContractorJsonLd(siteUrl: string | URL): Record<string, unknown> {
  const home = new URL("/", siteUrl).href;
  return {
    "@context": "https://schema.org",
    "@type": "RoofingContractor",
    "@id": `${home}#business`,
    name: site.name,
    legalName: site.legalName,
    description: seoDefaults.description,
    url: home,
    logo: new URL("/favicon.svg", siteUrl).href,
    image: new URL(seoDefaults.ogImage, siteUrl).href,
    telephone: site.phone.e164,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    email: site.email.address,
    foundingDate: String(site.foundedYear),
    priceRange: "$$$",
    areaServed: serviceAreas.map((area) => ({
      "@type": "State",
      name: area.state,
      containsPlace: area.counties.map((county) => ({ "@type": "AdministrativeArea", name: `${county} County` })),
    })),
    serviceType: [...SERVICE_TYPES],
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: "Slate roofing services",
      itemListElement: SERVICE_TYPES.map((name) => ({ "@type": "Offer", itemOffered: { "@type": "Service", name } })),
    },
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: site.rating.value.toFixed(1),
      reviewCount: site.rating.count,
      bestRating: "5",
    },
    openingHoursSpecification: site.hours.map((slot) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: [...slot.dayOfWeek],
      opens: slot.opens,
      closes: slot.closes,
    })),
  };
}

/**
 * JSON for a `<script type="application/ld+json">` body. `<` is escaped so a value containing
 * `</script>` cannot end the element early.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
