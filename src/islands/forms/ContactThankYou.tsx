/**
 * The contact form's thank-you: shown by the island after a send, and rendered on the server as
 * the /contact/thanks page a form post without JavaScript lands on (no client code there).
 */
import type { ReactNode } from "react";
import { site } from "../../shared/site";
import { contactFormStrings as text } from "../../shared/strings/leads";
import { BookingCallToAction, secondaryThankYouAction as secondaryAction } from "./ThankYouActions";
import { UrgentNotice } from "./UrgentNotice";

interface Props {
  /** The island's own heading (focused when it replaces the form); the page's h1 by default. */
  heading?: ReactNode;
  /** Back to an empty form in place (the island)… */
  onSendAnother?: () => void;
  /** …or a link to the contact page (the static thank-you page; the island never loads the page list). */
  sendAnotherHref?: string;
  /** An emergency request: say what happens next and show the 24/7 number. */
  urgent?: boolean;
}

export function ContactThankYou({ heading, onSendAnother, sendAnotherHref, urgent }: Props) {
  return (
    <div className="grid gap-4 text-center">
      {heading ?? <h1 className="font-serif text-3xl text-slate-ink">{text.successHeading}</h1>}
      <p className="text-lg text-slate-deep">{text.successBody}</p>
      {urgent && <UrgentNotice />}
      <div className="mt-2 flex flex-col justify-center gap-3 sm:flex-row">
        <BookingCallToAction />
        {onSendAnother ? (
          <button type="button" onClick={onSendAnother} className={secondaryAction}>
            {text.sendAnother}
          </button>
        ) : (
          <a href={sendAnotherHref} className={secondaryAction}>
            {text.sendAnother}
          </a>
        )}
        <a href={site.phone.href} className={secondaryAction}>
          {text.callUs}
        </a>
      </div>
    </div>
  );
}
