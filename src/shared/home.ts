/** Home page copy that tests check against (one source for page and test). */
import { site, yearsInBusiness } from "./site";

export const HOME_COPY = {
  eyebrow: "Slate roofing specialists · New Jersey & New York",
  title: "Slate roofs restored, installed and repaired to last another century",
  lead: `Since ${site.foundedYear} our master slaters have kept Victorian houses, churches and new homes across northern New Jersey and the Hudson Valley under natural slate and copper, with warranties of up to ${site.warranties.installationMaterial}s on the stone.`,
} as const;

/** Experience shown as a round figure ("20+"), as the business states it. */
export function experienceLabel(now: Date = new Date()): string {
  const years = yearsInBusiness(now);
  return years < 5 ? String(years) : `${Math.floor(years / 5) * 5}+`;
}
