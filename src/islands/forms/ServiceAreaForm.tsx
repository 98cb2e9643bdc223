/**
 * The service-area question's form (issue 34, item 16), loaded by ServiceAreaCheck only once the
 * visitor opens the question: a town, county or ZIP code answered from the one list in
 * src/shared/site.ts (src/shared/service-area.ts), at once and on the page. Enter or the button
 * checks; the answer is announced (role="status").
 */
import { useId, useState, type FormEvent } from "react";
import { serviceAreaAnswer, serviceAreaAnswerText, serviceAreaStrings as text } from "../../shared/service-area";
import { labelClass } from "./Field";
import { controlClass } from "./fields";
import { buttonClass } from "../ui/Button";

export default function ServiceAreaCheck() {
  const id = useId();
  const [answer, setAnswer] = useState<ReturnType<typeof serviceAreaAnswer> | undefined>(undefined);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAnswer(serviceAreaAnswer(String(new FormData(event.currentTarget).get("place") ?? "")));
  };
  return (
    <form onSubmit={onSubmit} aria-label={text.heading} className="mt-3 grid gap-2">
      <label htmlFor={`${id}-place`} className={labelClass}>
        {text.label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={`${id}-place`}
          name="place"
          autoComplete="address-level2"
          maxLength={100}
          autoFocus
          className={`${controlClass} min-w-0 flex-1`}
        />
        <button type="submit" className={buttonClass("secondary")}>
          {text.check}
        </button>
      </div>
      <p role="status" className="min-h-6 [overflow-wrap:anywhere] text-slate-deep">
        {serviceAreaAnswerText(answer)}
      </p>
    </form>
  );
}
