/**
 * "Text me about my request" beside the phone field of both lead forms (issue 32, item 1): an
 * unticked box, its label, and the carriers' disclosure tied to it (aria-describedby), with the
 * version of the words shown travelling as a hidden field, so a post without JavaScript records it too.
 * Lean markup: /quote's first round trip (HTML and inlined CSS, 14 KB) has little room.
 */
import type { UseFormRegisterReturn } from "react-hook-form";
import {
  TEXT_CONSENT_LABEL,
  TEXT_CONSENT_VERSION,
  textConsentParts,
  textConsentWordings,
} from "../../shared/text-consent";

interface Props {
  /** Prefix of the controls' ids, so two forms on one page never share an id. */
  idPrefix: string;
  registration: UseFormRegisterReturn;
}

export function TextConsentField({ idPrefix, registration }: Props) {
  const id = `${idPrefix}-textConsent`;
  return (
    <div className="flex gap-3 sm:col-span-2">
      <input
        type="checkbox"
        id={id}
        aria-describedby={`${id}-about`}
        className="mt-0.5 size-5 shrink-0 accent-copper-dark"
        {...registration}
      />
      <div>
        <label htmlFor={id} className="font-semibold text-slate-ink">
          {TEXT_CONSENT_LABEL}
        </label>
        <p id={`${id}-about`} className="text-sm text-slate-deep">
          {textConsentParts(textConsentWordings[TEXT_CONSENT_VERSION]).map((part) =>
            part.href ? (
              <a key={part.text} href={part.href} className="text-copper-deep underline">
                {part.text}
              </a>
            ) : (
              part.text
            ),
          )}
        </p>
      </div>
      <input type="hidden" name="textConsentVersion" value={TEXT_CONSENT_VERSION} />
    </div>
  );
}
