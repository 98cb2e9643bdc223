/** Call, text, e-mail or map a quote's customer in one tap (card, details dialog and quote page). */
import { oneLineAddress } from "../../../shared/reach";
import type { AdminQuote } from "../../../shared/schemas/admin";
import { ReachLinks } from "../common/ReachLinks";
import { fullName } from "./quote-text";

export function QuoteReachLinks({ quote }: { quote: AdminQuote }) {
  return <ReachLinks name={fullName(quote)} phone={quote.phone} email={quote.email} address={oneLineAddress(quote)} />;
}
