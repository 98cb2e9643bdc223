/**
 * The console's small building blocks: buttons, badges, fields, and the Radix primitives
 * (Select, Dialog, Tooltip) styled once with the brand tokens of src/styles/global.css.
 */
import * as DialogPrimitive from "@radix-ui/react-dialog";
import * as SelectPrimitive from "@radix-ui/react-select";
import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import type { ButtonHTMLAttributes, ReactElement, ReactNode } from "react";
import { adminStrings } from "../../shared/strings/admin";

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-dark";

const buttonVariants = {
  primary: "bg-copper-deep text-white hover:bg-copper-dark",
  secondary: "border border-slate-mid bg-white text-slate-ink hover:bg-slate-mist",
  danger: "bg-red-800 text-white hover:bg-red-900",
  ghost: "text-slate-deep hover:bg-slate-mist",
} as const;

export function buttonClass(variant: keyof typeof buttonVariants = "primary", extra = ""): string {
  return `inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${focusRing} ${buttonVariants[variant]} ${extra}`;
}

export function Button({
  variant = "primary",
  className = "",
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: keyof typeof buttonVariants }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}

/** Badge colour sets with at least 4.5:1 text contrast. */
export const badgeTones = {
  slate: "bg-slate-mist text-slate-ink border-slate-line",
  blue: "bg-blue-50 text-blue-900 border-blue-200",
  amber: "bg-amber-50 text-amber-900 border-amber-200",
  purple: "bg-purple-50 text-purple-900 border-purple-200",
  green: "bg-green-50 text-green-900 border-green-200",
  red: "bg-red-50 text-red-900 border-red-200",
  copper: "bg-orange-50 text-copper-deep border-orange-200",
} as const;
export type BadgeTone = keyof typeof badgeTones;

export function Badge({ tone = "slate", children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${badgeTones[tone]}`}
    >
      {children}
    </span>
  );
}

export const inputClass = `w-full rounded-md border border-slate-mid bg-white px-3 py-2 text-slate-ink ${focusRing} aria-[invalid=true]:border-red-800`;

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  id?: string;
  /** Accessible name when there is no visible <label htmlFor={id}>. */
  ariaLabel?: string;
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  className?: string;
}

export function SelectField({
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
}: SelectFieldProps) {
  return (
    <SelectPrimitive.Root value={value} onValueChange={onValueChange} disabled={disabled}>
      <SelectPrimitive.Trigger
        id={id}
        aria-label={ariaLabel}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={`inline-flex min-w-36 items-center justify-between gap-2 rounded-md border border-slate-mid bg-white px-3 py-2 text-left text-sm text-slate-ink ${focusRing} data-[placeholder]:text-slate-mid aria-[invalid=true]:border-red-800 ${className}`}
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon aria-hidden="true">▾</SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-72 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-slate-line bg-white shadow-lg"
        >
          <SelectPrimitive.Viewport className="p-1">
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                className="relative flex cursor-pointer items-center rounded px-3 py-2 pl-7 text-sm text-slate-ink outline-none select-none data-[highlighted]:bg-slate-mist data-[state=checked]:font-semibold"
              >
                <SelectPrimitive.ItemIndicator className="absolute left-2" aria-hidden="true">
                  ✓
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

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children: ReactNode;
  wide?: boolean;
}

export function Dialog({ open, onOpenChange, title, description, children, wide }: DialogProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-ink/60" />
        <DialogPrimitive.Content
          className={`fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-slate-line bg-paper p-6 shadow-xl ${wide ? "max-w-2xl" : "max-w-lg"}`}
        >
          <DialogPrimitive.Title className="pr-8 font-serif text-2xl text-slate-ink">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Description className="mt-1 text-sm text-slate-mid">
            {description}
          </DialogPrimitive.Description>
          <div className="mt-4">{children}</div>
          <DialogPrimitive.Close
            aria-label={adminStrings.closeDialog}
            className={`absolute top-4 right-4 rounded p-1 text-xl leading-none text-slate-deep hover:bg-slate-mist ${focusRing}`}
          >
            <span aria-hidden="true">×</span>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

/** A tooltip over a control that already has its own accessible name. */
export function Tooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          sideOffset={4}
          className="z-50 rounded bg-slate-ink px-2 py-1 text-xs font-medium text-white shadow"
        >
          {label}
          <TooltipPrimitive.Arrow className="fill-slate-ink" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}

export function StatCard({ label, value }: { label: string; value: number | string }) {
  return (
    <div className="rounded-lg border border-slate-line bg-white p-4">
      <dt className="text-sm font-medium text-slate-mid">{label}</dt>
      <dd className="mt-1 font-serif text-3xl text-slate-ink">{value}</dd>
    </div>
  );
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "";
  return new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "";
  return new Date(iso).toLocaleString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
}

export function LoadingState({ label }: { label: string }) {
  return (
    <p role="status" className="py-12 text-center text-slate-mid">
      {label}
    </p>
  );
}
