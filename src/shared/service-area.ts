/**
 * "Do you serve Montclair?" (issue 34, item 16): an answer by town, county or ZIP code from the one
 * list of src/shared/site.ts. A place on the list gets a yes with its county; anything else is not
 * a no (the list holds the towns most work is in, not every street we reach) but an invitation to
 * ask, with the counties we cover.
 */
import { serviceAreas } from "./site";

export type ServiceAreaAnswer =
  { kind: "empty" } | { kind: "served"; place: string; county: string; state: string } | { kind: "ask"; asked: string };

const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/\bcounty\b/g, "")
    .replace(/,?\s*\b(nj|ny|new jersey|new york)\b\.?$/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

export function serviceAreaAnswer(asked: string): ServiceAreaAnswer {
  const trimmed = asked.trim().slice(0, 100);
  if (!trimmed) return { kind: "empty" };
  const zip = /^(\d{5})(-\d{4})?$/.exec(trimmed)?.[1];
  const wanted = normal(trimmed);
  for (const area of serviceAreas) {
    for (const town of area.towns) {
      if (zip ? (town.zips as readonly string[]).includes(zip) : normal(town.name) === wanted) {
        return { kind: "served", place: town.name, county: town.county, state: area.code };
      }
    }
    if (zip) continue;
    const county = area.counties.find((name) => normal(name) === wanted);
    if (county) return { kind: "served", place: `${county} County`, county, state: area.code };
  }
  return { kind: "ask", asked: trimmed };
}

export const serviceAreaStrings = {
  heading: "Do we serve your town?",
  label: "Town or ZIP",
  check: "Check",
  served: (answer: Extract<ServiceAreaAnswer, { kind: "served" }>) =>
    answer.place.endsWith("County")
      ? `Yes: we work throughout ${answer.place}, ${answer.state}.`
      : `Yes: we serve ${answer.place} (${answer.county} County, ${answer.state}).`,
  ask: (asked: string, counties: string) =>
    `${asked} is not on our list, but that is not a no. We work across ${counties}; send your request or call and we will tell you at once.`,
  empty: "Type a town or a five-digit ZIP code.",
} as const;

/** "Morris, Essex … (NJ) and Orange … (NY)": the counties of every state, for the "ask" answer. */
export const countiesOfEveryState = serviceAreas
  .map((area) => `${area.counties.join(", ")} counties (${area.code})`)
  .join(" and ");

/** The answer as one sentence, what the forms show (the empty string before anything was asked). */
export function serviceAreaAnswerText(answer: ServiceAreaAnswer | undefined): string {
  if (answer?.kind === "served") return serviceAreaStrings.served(answer);
  if (answer?.kind === "ask") return serviceAreaStrings.ask(answer.asked, countiesOfEveryState);
  return answer?.kind === "empty" ? serviceAreaStrings.empty : "";
}

/** Where the no-script question on /quote sends the town (issue 34 item 16): the answer is drawn there. */
export const SERVICE_AREA_CHECK_PATH = "/services#check";
