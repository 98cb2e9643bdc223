/**
 * On the quote form, choosing Text as the way to be answered ticks "Text me about my request"
 * (issue 32, item 1), and choosing another way unticks it again, until the visitor sets the box
 * themselves: from then on it is theirs alone. The box is never ticked by the page on its own.
 */
import { useRef } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

type Name = "textConsent" | "preferredContactMethod";

interface Form {
  register: (name: Name) => UseFormRegisterReturn;
  setValue: (name: "textConsent", value: boolean) => void;
}

export function useTextConsentFollowsMethod(form: Form) {
  const setByVisitor = useRef(false);
  const consent = form.register("textConsent");
  const method = form.register("preferredContactMethod");
  return {
    consent: {
      ...consent,
      onChange: async (event: { target: unknown; type?: unknown }) => {
        setByVisitor.current = true;
        return consent.onChange(event);
      },
    } satisfies UseFormRegisterReturn,
    method: {
      ...method,
      onChange: async (event: { target: { value?: unknown }; type?: unknown }) => {
        const result = await method.onChange(event);
        if (!setByVisitor.current) form.setValue("textConsent", event.target.value === "text");
        return result;
      },
    } satisfies UseFormRegisterReturn,
  };
}
