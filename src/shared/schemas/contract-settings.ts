/**
 * Settings → Contract (decision 045): the contractor's facts every home improvement contract must
 * name (legal name, business address and phone, the New Jersey registration number, New York
 * county licences, the liability insurer with its phone and policy number) and the choices the law
 * leaves to the business (the delays statement, whether a completion date is of the essence).
 * Empty until the owner fills them in production; a proposal cannot be sent while one its state
 * needs is empty. zod/mini, so the console validates with the API's rules.
 */
import "../zod-setup";
import "../zod-locale";
import { z } from "zod/mini";
import { cleanLine, cleanText } from "./lead-fields";
import { forServer } from "./full-zod";

const line = (limit: number) => z.string().check(z.overwrite(cleanLine), z.maxLength(limit));

export const nyLicenceSchema = z.object({
  /** "Westchester" */
  county: z.string().check(z.overwrite(cleanLine), z.minLength(1, "Required"), z.maxLength(60)),
  number: z.string().check(z.overwrite(cleanLine), z.minLength(1, "Required"), z.maxLength(60)),
});

export const contractSettingsSchema = z.object({
  legalName: line(200),
  address: line(300),
  phone: line(40),
  /** "13VH…": New Jersey home improvement contractor registration. */
  njRegistration: line(40),
  /** New York licences by county (only where a county licenses contractors; optional). */
  nyLicences: z.array(nyLicenceSchema).check(z.maxLength(10)),
  insurer: line(200),
  insurerPhone: line(40),
  policyNumber: line(100),
  /** What may move the dates (GBL § 771(1)(b)). */
  contingencies: z.string().check(z.overwrite(cleanText), z.maxLength(2000)),
  /** Whether a definite completion date is of the essence (the business's choice: no). */
  timeOfEssence: z.boolean(),
});
export type ContractSettings = z.infer<typeof contractSettingsSchema>;

export const DEFAULT_CONTINGENCIES =
  "Weather, the supply of matching slate, permits, and damage found only once the roof is opened can move these dates; we tell you as soon as we know.";

export const EMPTY_CONTRACT_SETTINGS: ContractSettings = {
  legalName: "",
  address: "",
  phone: "",
  njRegistration: "",
  nyLicences: [],
  insurer: "",
  insurerPhone: "",
  policyNumber: "",
  contingencies: DEFAULT_CONTINGENCIES,
  timeOfEssence: false,
};

export const contractSettingsServer = forServer(contractSettingsSchema);
