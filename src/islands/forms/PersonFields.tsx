/**
 * Name, e-mail and phone: the first four fields of both lead forms, two to a row on wider screens,
 * and the consent to texts under the phone field.
 */
import { useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { suggestEmail } from "../../shared/email-typos";
import { leadFieldLabels, leadHints } from "../../shared/strings/leads";
import { TEXT_CONSENT_VERSION } from "../../shared/text-consent";
import { TextField } from "./fields";
import { TextConsentField } from "./TextConsentField";

type PersonField = "firstName" | "lastName" | "email" | "phone" | "textConsent";

/** These fields as a lead form starts: empty, texts not agreed to, under today's wording. */
export const emptyPerson = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  textConsent: false,
  textConsentVersion: TEXT_CONSENT_VERSION,
} as const;

interface Props {
  /** Prefix of the controls' ids, so two forms on one page never share an id. */
  idPrefix: string;
  register: (name: PersonField) => UseFormRegisterReturn;
  messageFor: (name: PersonField) => string | undefined;
  /** Puts a value into a field, as when the visitor takes the e-mail suggestion. */
  setValue: (name: "email", value: string) => void;
}

export function PersonFields({ idPrefix, register, messageFor, setValue }: Props) {
  const [suggestion, setSuggestion] = useState<string>();
  const field = (name: Exclude<PersonField, "textConsent">) => ({
    id: `${idPrefix}-${name}`,
    label: leadFieldLabels[name],
    error: messageFor(name),
    registration: register(name),
  });
  const email = field("email");
  // "Did you mean …?" for a likely slip in the address, checked as the visitor leaves the field
  // (issue 25). Never a block: the address is sent as typed. Loaded with the form: as a lazy chunk
  // it would bring Vite's preload helper, which is larger than the checker.
  const registration: UseFormRegisterReturn = {
    ...email.registration,
    onBlur: async (event: { target: { value: string } }) => setSuggestion(suggestEmail(event.target.value)),
  };
  const hint = suggestion && (
    <>
      {leadHints.didYouMean}{" "}
      <button
        type="button"
        className="font-semibold text-copper-deep underline underline-offset-2"
        onClick={() => {
          setValue("email", suggestion);
          setSuggestion(undefined);
        }}
      >
        {suggestion}
      </button>
      ?
    </>
  );
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField {...field("firstName")} required autoComplete="given-name" />
      <TextField {...field("lastName")} required autoComplete="family-name" />
      <TextField
        {...email}
        registration={registration}
        hint={hint}
        required
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
      />
      <TextField {...field("phone")} type="tel" inputMode="tel" autoComplete="tel" />
      <TextConsentField idPrefix={idPrefix} registration={register("textConsent")} />
    </div>
  );
}
