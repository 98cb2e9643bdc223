/**
 * The quote form's photo section (decision 036c): a picker that works once the island runs (camera
 * or gallery, several at once, or dropped), and on the first photo chosen the upload list, loaded
 * only then (src/islands/photos/QuotePhotoList.tsx), so /quote ships no image code up front.
 * Without JavaScript the picker stays disabled and the thank-you page says how to e-mail photos.
 * A submit while photos are still uploading is held back with a message: they belong to the lead.
 */
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { quotePhotoStrings as text } from "../../shared/strings/photos";
import { PhotoPicker } from "../photos/PhotoPicker";
import { FormSection } from "./LeadFormParts";

const QuotePhotoList = lazy(() => import("../photos/QuotePhotoList"));

interface QuotePhotosSlotProps {
  /** The form token the lead will carry; photos are filed under it. */
  formToken: () => string | undefined;
  /** The hidden field that carries the uploaded photos' ids (comma-separated) with the lead. */
  registration: UseFormRegisterReturn;
}

export function QuotePhotosSlot({ formToken, registration }: QuotePhotosSlotProps) {
  const idsField = useRef<HTMLInputElement | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const [batches, setBatches] = useState<File[][]>([]);
  const [busy, setBusy] = useState(false);
  const [held, setHeld] = useState(false);
  const busyRef = useRef(false);
  const anchor = useRef<HTMLDivElement>(null);
  busyRef.current = busy;

  useEffect(() => {
    setHydrated(true);
    const form = anchor.current?.closest("form");
    // On the form itself, before React's handler at the root: a send now would leave photos behind.
    const hold = (event: Event) => {
      if (!busyRef.current) return;
      event.preventDefault();
      event.stopPropagation();
      setHeld(true);
    };
    form?.addEventListener("submit", hold);
    return () => form?.removeEventListener("submit", hold);
  }, []);

  return (
    <FormSection title={text.heading} hint={text.hint}>
      <div ref={anchor} className="grid gap-3">
        <input
          type="hidden"
          {...registration}
          ref={(input) => {
            registration.ref(input);
            idsField.current = input;
          }}
        />
        <PhotoPicker
          id="quote-photos"
          label={text.choose}
          hint={text.chooseHelp}
          accept="image/*"
          disabled={!hydrated}
          onFiles={(files) => files.length > 0 && setBatches((current) => [...current, files])}
        />
        {batches.length > 0 && (
          <Suspense fallback={<p role="status">{text.loading}</p>}>
            <QuotePhotoList
              batches={batches}
              formToken={formToken}
              onChange={(ids, uploading) => {
                if (idsField.current) idsField.current.value = ids.join(",");
                setBusy(uploading);
                if (!uploading) setHeld(false);
              }}
            />
          </Suspense>
        )}
        <p role="status" className="text-sm font-semibold text-red-800">
          {held && busy ? text.stillUploading : ""}
        </p>
      </div>
    </FormSection>
  );
}
