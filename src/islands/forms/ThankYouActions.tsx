/**
 * The thank-you views' actions (the quote and contact islands after a send, and their no-JavaScript
 * thank-you pages, which render these on the server without client code): one look for each.
 */
import { BOOKING_ENTRY_PATH, BOOKING_THANK_YOU_LINK } from "../../shared/booking";

const actionClass =
  "inline-flex min-h-12 items-center justify-center rounded-md px-6 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-dark";
/** A thank-you view's other actions (send another, call us, back home). */
export const secondaryThankYouAction = `${actionClass} border border-slate-ink text-slate-ink hover:bg-slate-mist`;

/** The booking call to action (issue 23): pick a consultation time, every thank-you view's first action. */
export function BookingCallToAction() {
  return (
    <a href={BOOKING_ENTRY_PATH} className={`${actionClass} bg-copper-deep text-white hover:bg-slate-ink`}>
      {BOOKING_THANK_YOU_LINK}
    </a>
  );
}

/** The quote's thank-you actions: pick a time, or go back to the home page. */
export function QuoteThankYouActions({ homeHref, returnHome }: { homeHref: string; returnHome: string }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <BookingCallToAction />
      <a href={homeHref} className={secondaryThankYouAction}>
        {returnHome}
      </a>
    </div>
  );
}
