/** A labelled checkbox registered with react-hook-form (the settings' on/off switches). */
import type { UseFormRegisterReturn } from "react-hook-form";

export function Checkbox({
  id,
  label,
  registration,
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <div className="flex items-center gap-2">
      <input id={id} type="checkbox" className="h-5 w-5 accent-copper-deep" {...registration} />
      <label htmlFor={id} className="text-sm font-semibold text-slate-ink">
        {label}
      </label>
    </div>
  );
}
