/**
 * How long a console session lasts without a request, known to the server (which enforces it)
 * and to the console (which warns before it ends and offers to stay signed in).
 */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** A session's sliding expiry is written at most once a minute, not on every request. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;
/** The console warns this long before the idle timeout signs the admin out. */
export const SESSION_WARNING_LEAD_MS = 2 * 60 * 1000;
