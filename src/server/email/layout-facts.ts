/** The site facts the e-mail layout and its text twin print in the same words. */
import { serviceAreas, site } from "../../shared/site";

/** "Monday–Friday 7AM-6PM, Saturday 8AM-4PM" */
export const hoursLine = site.hours.map((hours) => `${hours.days} ${hours.label}`).join(", ");

/** "Morris, Bergen … counties, New Jersey; Orange, Rockland … counties, New York" */
export const serviceAreaLine = serviceAreas
  .map((area) => `${area.counties.join(", ")} counties, ${area.state}`)
  .join("; ");
