/** The owner's booking settings (decision 041): slot length, hours ahead, cut-off, daily maximum, buffers. */
import { ownerSettings } from "./owner-settings";

export const getBookingSettings = ownerSettings.booking.read;
export const setBookingSettings = ownerSettings.booking.write;
