/**
 * A quote's status and phase selects. Status saves at once; a new phase first shows the e-mail it
 * would send (PhaseChangeDialog).
 */
import { useId, useState } from "react";
import { quotePhaseOptions, quoteStatusOptions, type QuotePhase, type QuoteStatus } from "../../../shared/options";
import type { AdminQuote } from "../../../shared/schemas/admin";
import { adminStrings } from "../../../shared/strings/admin";
import { Field } from "../../forms/Field";
import { Select } from "../../ui/Select";
import { useUpdateQuoteStatus } from "../api";
import { lazyPart } from "../common/lazy-part";

const PhaseChangeDialog = lazyPart(() => import("./PhaseChangeDialog").then((module) => module.PhaseChangeDialog));

const text = adminStrings.quotes.details;

export function QuoteControls({ quote }: { quote: AdminQuote }) {
  const id = useId();
  const status = useUpdateQuoteStatus();
  const [nextPhase, setNextPhase] = useState<QuotePhase | null>(null);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={`${id}-status`} label={text.status}>
        <Select
          id={`${id}-status`}
          value={quote.status}
          disabled={status.isPending}
          onValueChange={(value) => status.mutate({ id: quote.id, status: value as QuoteStatus })}
          options={quoteStatusOptions}
          className="w-full"
          size="field"
        />
      </Field>
      <Field id={`${id}-phase`} label={text.phase}>
        <Select
          id={`${id}-phase`}
          value={quote.phase}
          onValueChange={(value) => value !== quote.phase && setNextPhase(value as QuotePhase)}
          options={quotePhaseOptions}
          className="w-full"
          size="field"
        />
      </Field>
      {nextPhase && <PhaseChangeDialog quote={quote} phase={nextPhase} onClose={() => setNextPhase(null)} />}
    </div>
  );
}
