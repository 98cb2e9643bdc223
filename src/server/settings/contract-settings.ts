/**
 * Settings → Contract (decision 045): the contractor's facts and choices every contract names. One
 * typed key in the settings table; empty until the owner saves (a proposal needing one cannot be
 * sent). Outside production the seed fills demo values (`DEMO_CONTRACT_SETTINGS`), as it does the dev
 * admin, so local work and tests can send proposals.
 */
import type { Db } from "../db/schema";
import { addressLine, site } from "../../shared/site";
import { EMPTY_CONTRACT_SETTINGS, type ContractSettings } from "../../shared/schemas/contract-settings";
import { ownerSettings } from "./owner-settings";

export const getContractSettings = ownerSettings.contract.read;
export const setContractSettings = ownerSettings.contract.write;

/** Never in production: marked DEMO so no one mistakes them for the business's. */
export const DEMO_CONTRACT_SETTINGS: ContractSettings = {
  ...EMPTY_CONTRACT_SETTINGS,
  legalName: site.legalName,
  address: addressLine,
  phone: site.phone.display,
  njRegistration: site.registration.number,
  nyLicences: [
    { county: "Westchester", number: "WC-DEMO-0000" },
    { county: "Rockland", number: "RC-DEMO-0000" },
  ],
  insurer: "Demo Mutual Insurance (DEMO)",
  insurerPhone: "1-800-555-0100",
  policyNumber: "DEMO-CGL-0000",
};

/** The seed's demo values, written only where the owner has saved none. */
export function seedDemoContractSettings(db: Db): Promise<void> {
  return ownerSettings.contract.writeIfAbsent(db, DEMO_CONTRACT_SETTINGS);
}
