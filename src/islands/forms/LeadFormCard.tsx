/** The card a lead form and its thank-you view sit in, with the toasts they raise. */
import type { ReactNode, RefObject } from "react";
import { Toaster } from "../ui/toast";

export function LeadFormCard({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-line bg-white p-6 shadow-sm sm:p-8">
      {children}
      <Toaster />
    </div>
  );
}

/** The thank-you heading, focused when it replaces the form so it is read first. */
export function SuccessHeading({
  headingRef,
  children,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  return (
    <h2 ref={headingRef} tabIndex={-1} className="font-serif text-3xl text-slate-ink focus:outline-none">
      {children}
    </h2>
  );
}
