/** Name, e-mail and phone: the first four fields of both lead forms, two to a row on wider screens. */
import type { UseFormRegisterReturn } from "react-hook-form";
import { leadFieldLabels } from "../../shared/strings/leads";
import { TextField } from "./fields";

type PersonField = "firstName" | "lastName" | "email" | "phone";

interface Props {
  /** Prefix of the controls' ids, so two forms on one page never share an id. */
  idPrefix: string;
  register: (name: PersonField) => UseFormRegisterReturn;
  messageFor: (name: PersonField) => string | undefined;
}

export function PersonFields({ idPrefix, register, messageFor }: Props) {
  const field = (name: PersonField) => ({
    id: `${idPrefix}-${name}`,
    label: leadFieldLabels[name],
    error: messageFor(name),
    registration: register(name),
  });
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField {...field("firstName")} required autoComplete="given-name" />
      <TextField {...field("lastName")} required autoComplete="family-name" />
      <TextField {...field("email")} required type="email" inputMode="email" autoComplete="email" spellCheck={false} />
      <TextField {...field("phone")} type="tel" inputMode="tel" autoComplete="tel" />
    </div>
  );
}
