/**
 * "Block time": a day off or a job, as a whole day or from–to (business time); the slots skip it.
 * A block over a booked consultation of the week shown warns first and offers to move it (issue 34,
 * item 14); the server refuses one anyway (409), so no booking the customer expects is overridden.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import type { AgendaBooking } from "../../../shared/booking";
import { businessDayKey } from "../../../shared/format";
import { useForm } from "react-hook-form";
import { blockTimeSchema, type BlockTimeInput } from "../../../shared/schemas/booking";
import { agendaStrings as text } from "../../../shared/strings/booking";
import { TextField } from "../../forms/fields";
import { SubmitButton } from "../../ui/SubmitButton";
import { Panel } from "../common/Panel";
import { useBlockTime } from "./agenda.api";
import { BookingItem } from "./AgendaDay";
import { businessInstant } from "./business-time";

/** The week's bookings a block of `values` would cover. */
function coveredBy(values: BlockTimeInput, bookings: readonly AgendaBooking[]) {
  const start = businessInstant(values.day, values.from || "00:00").getTime();
  const end = businessInstant(values.day, values.to || "23:59").getTime() + (values.to ? 0 : 60_000);
  return bookings.filter((b) => new Date(b.startsAt).getTime() < end && new Date(b.endsAt).getTime() > start);
}

export function BlockTimeForm({ defaultDay, bookings }: { defaultDay: string; bookings: readonly AgendaBooking[] }) {
  const id = useId();
  const form = useForm<BlockTimeInput>({
    resolver: zodResolver(blockTimeSchema),
    defaultValues: { day: defaultDay, from: "", to: "", reason: "" },
  });
  const block = useBlockTime();
  const errors = form.formState.errors;
  const [covered, setCovered] = useState<AgendaBooking[]>([]);
  const onSubmit = form.handleSubmit((values) => {
    const over = coveredBy(values, bookings);
    setCovered(over);
    if (over.length > 0) return;
    block.mutate(values, { onSuccess: () => form.reset({ day: values.day, from: "", to: "", reason: "" }) });
  });
  return (
    <Panel id={`${id}-heading`} title={text.blockHeading}>
      <form noValidate className="mt-4 grid gap-4" onSubmit={onSubmit}>
        <p className="text-sm text-slate-mid">{text.blockAllDay}</p>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            id={`${id}-day`}
            label={text.blockDay}
            type="date"
            required
            error={errors.day?.message}
            registration={form.register("day")}
          />
          <TextField
            id={`${id}-from`}
            label={text.blockFrom}
            type="time"
            error={errors.from?.message}
            registration={form.register("from")}
          />
          <TextField
            id={`${id}-to`}
            label={text.blockTo}
            type="time"
            error={errors.to?.message}
            registration={form.register("to")}
          />
        </div>
        <TextField
          id={`${id}-reason`}
          label={text.blockReason}
          maxLength={200}
          error={errors.reason?.message}
          registration={form.register("reason")}
        />
        {covered.length > 0 && (
          <div role="alert" className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3">
            <p className="font-semibold text-slate-ink">{text.blockCovers}</p>
            <ul className="grid gap-2">
              {covered.map((booking) => (
                <BookingItem key={booking.id} booking={booking} day={businessDayKey(booking.startsAt)} />
              ))}
            </ul>
          </div>
        )}
        <div>
          <SubmitButton pending={block.isPending} label={text.blockSubmit} pendingLabel={text.blocking} />
        </div>
      </form>
    </Panel>
  );
}
