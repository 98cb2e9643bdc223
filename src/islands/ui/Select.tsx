/** A listbox select (Radix) in the brand's style: keyboard and screen-reader friendly, any width. */
import * as SelectPrimitive from "@radix-ui/react-select";
import type { Option } from "../../shared/options";
import { focusRing } from "./Button";
import { Icon } from "./Icon";

export interface SelectProps {
  id?: string;
  /** Accessible name when there is no visible <label htmlFor={id}>. */
  ariaLabel?: string;
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: readonly Option[];
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  className?: string;
  /** "field" matches the text inputs beside it in a form (forms/fields.tsx); "compact" sits in a table row or a list. */
  size?: keyof typeof TRIGGER_SIZES;
}

const TRIGGER_SIZES = { compact: "py-2 text-sm", field: "py-2.5 text-base shadow-sm" } as const;

export function Select({
  id,
  ariaLabel,
  value,
  onValueChange,
  options,
  placeholder,
  disabled,
  invalid,
  describedBy,
  className = "",
  size = "compact",
}: SelectProps) {
  return (
    <SelectPrimitive.Root value={value} onValueChange={onValueChange} disabled={disabled}>
      <SelectPrimitive.Trigger
        id={id}
        aria-label={ariaLabel}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={`inline-flex min-w-36 items-center justify-between gap-2 rounded-md border border-slate-mid bg-white px-3 text-left text-slate-ink ${TRIGGER_SIZES[size]} ${focusRing} data-[placeholder]:text-slate-mid aria-[invalid=true]:border-red-800 ${className}`}
      >
        {/* One line: a long choice is cut with an ellipsis rather than growing the trigger. */}
        <span className="min-w-0 truncate">
          <SelectPrimitive.Value placeholder={placeholder} />
        </span>
        <SelectPrimitive.Icon aria-hidden="true">
          <Icon name="chevronDown" size={16} />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          // The page is scroll-locked while a listbox is open: it must fit in the window, and its
          // own list scrolls when the options need more room than there is above or below.
          collisionPadding={8}
          className="z-50 max-h-[min(18rem,var(--radix-select-content-available-height))] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-slate-line bg-white shadow-lg"
        >
          <SelectPrimitive.Viewport className="p-1">
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                className="relative flex cursor-pointer items-center rounded px-3 py-2 pl-7 text-sm text-slate-ink outline-none select-none data-[highlighted]:bg-slate-mist data-[state=checked]:font-semibold"
              >
                <SelectPrimitive.ItemIndicator className="absolute left-2" aria-hidden="true">
                  <Icon name="check" size={14} />
                </SelectPrimitive.ItemIndicator>
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
