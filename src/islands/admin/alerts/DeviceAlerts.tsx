/** One device with alerts on: its choices (saved as they change), a test alert, and turning it off. */
import { useId } from "react";
import { alertChoiceOptions, type AlertChoice, type AlertDevice } from "../../../shared/alerts";
import { formatDateTime } from "../../../shared/format";
import { alertStrings } from "../../../shared/strings/alerts";
import { Badge } from "../../ui/Badge";
import { Button } from "../../ui/Button";
import { toast } from "../../ui/toast";
import { useChooseAlerts, useRemoveDevice, useTestDevice } from "./alerts.api";

const text = alertStrings.panel;
const toasts = alertStrings.toasts;
const TEST_TOASTS = {
  sent: { title: toasts.testSent },
  gone: { title: toasts.testGone, variant: "destructive" },
  failed: { title: toasts.testFailed, variant: "destructive" },
  held: { title: toasts.testHeld, variant: "destructive" },
} as const;

export function DeviceAlerts({ device, thisDevice }: { device: AlertDevice; thisDevice: boolean }) {
  const id = useId();
  const choose = useChooseAlerts();
  const remove = useRemoveDevice();
  const test = useTestDevice();

  const toggle = (choice: AlertChoice, on: boolean) => {
    const choices = on ? [...device.choices, choice] : device.choices.filter((chosen) => chosen !== choice);
    choose.mutate({ id: device.id, choices });
  };

  return (
    <li className="py-4" aria-labelledby={`${id}-name`}>
      <p id={`${id}-name`} className="font-semibold text-slate-ink">
        {device.label} {thisDevice && <Badge tone="green">{text.thisDevice}</Badge>}
      </p>
      <p className="mt-1 text-sm text-slate-mid">
        {device.lastSentAt ? `${text.lastSent}: ${formatDateTime(device.lastSentAt)}` : text.neverSent}
        {device.lastError && ` · ${text.lastError}: ${device.lastError}`}
      </p>
      <fieldset className="mt-3">
        <legend className="text-sm font-semibold text-slate-ink">{text.choicesLegend}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {alertChoiceOptions.map((option) => (
            <label key={option.value} className="flex min-h-11 items-center gap-2 text-slate-ink">
              <input
                type="checkbox"
                className="size-5 accent-copper-dark"
                checked={device.choices.includes(option.value)}
                disabled={choose.isPending}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={test.isPending}
          onClick={() => test.mutate(device.id, { onSuccess: (result) => toast({ ...TEST_TOASTS[result.outcome] }) })}
        >
          {text.test}
        </Button>
        <Button variant="secondary" disabled={remove.isPending} onClick={() => remove.mutate(device.id)}>
          {text.remove}
        </Button>
      </div>
    </li>
  );
}
