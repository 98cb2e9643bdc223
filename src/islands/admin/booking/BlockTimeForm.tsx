/** "Block time": a day off or a job, as a whole day or from–to (business time); the slots skip it. */
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { blockTimeSchema, type BlockTimeInput } from "../../../shared/schemas/booking";
import { agendaStrings as text } from "../../../shared/strings/booking";
import { TextField } from "../../forms/fields";
import { SubmitButton } from "../../ui/SubmitButton";
import { Panel } from "../common/Panel";
import { useBlockTime } from "./agenda.api";

export function BlockTimeForm({ defaultDay }: { defaultDay: string }) {
  const id = useId();
  const form = useForm<BlockTimeInput>({
    resolver: zodResolver(blockTimeSchema),
    defaultValues: { day: defaultDay, from: "", to: "", reason: "" },
  });
  const block = useBlockTime();
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((values) =>
    block.mutate(values, { onSuccess: () => form.reset({ day: values.day, from: "", to: "", reason: "" }) }),
  );
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
        <div>
          <SubmitButton pending={block.isPending} label={text.blockSubmit} pendingLabel={text.blocking} />
        </div>
      </form>
    </Panel>
  );
}
