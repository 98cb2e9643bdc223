/**
 * Moves one booking to a day and time in the business's zone; the customer gets a new invitation.
 * A move asks for a confirmation first, naming both times (issue 34, item 14: one stray tap moved
 * a consultation).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { AgendaBooking } from "../../../shared/booking";
import { formatBusinessTime } from "../../../shared/format";
import { moveFormSchema, type MoveFormValues } from "../../../shared/schemas/booking";
import { agendaStrings as text } from "../../../shared/strings/booking";
import { TextField } from "../../forms/fields";
import { Button } from "../../ui/Button";
import { SubmitOrClose } from "../../ui/SubmitButton";
import { useMoveBooking } from "./agenda.api";
import { businessInstant, businessTimeOfDay } from "./business-time";

export function MoveBookingForm({ booking, day, onDone }: { booking: AgendaBooking; day: string; onDone: () => void }) {
  const id = useId();
  const form = useForm<MoveFormValues>({
    resolver: zodResolver(moveFormSchema),
    defaultValues: { day, time: businessTimeOfDay(booking.startsAt) },
  });
  const move = useMoveBooking();
  const [target, setTarget] = useState<Date | undefined>(undefined);
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((values) => setTarget(businessInstant(values.day, values.time)));
  if (target) {
    return (
      <div
        className="mt-3 grid gap-3 rounded-md border border-copper-light bg-white p-3"
        role="alertdialog"
        aria-labelledby={`${id}-confirm`}
      >
        <p id={`${id}-confirm`} className="font-semibold text-slate-ink">
          {text.moveConfirm(booking.name, formatBusinessTime(booking.startsAt), formatBusinessTime(target))}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button
            autoFocus
            disabled={move.isPending}
            onClick={() => move.mutate({ id: booking.id, startsAt: target.toISOString() }, { onSuccess: onDone })}
          >
            {move.isPending ? text.moving : text.moveConfirmYes}
          </Button>
          <Button variant="secondary" onClick={() => setTarget(undefined)}>
            {text.moveConfirmBack}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <form noValidate className="mt-3 grid gap-3 rounded-md bg-slate-mist p-3" onSubmit={onSubmit}>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id={`${id}-day`}
          label={text.moveDay}
          type="date"
          required
          error={errors.day?.message}
          registration={form.register("day")}
        />
        <TextField
          id={`${id}-time`}
          label={text.moveTime}
          type="time"
          required
          error={errors.time?.message}
          registration={form.register("time")}
        />
      </div>
      <SubmitOrClose
        pending={move.isPending}
        label={text.moveSubmit}
        pendingLabel={text.moving}
        closeLabel={text.close}
        onClose={onDone}
      />
    </form>
  );
}
