/** Buttons in the brand's colours, and the class for links that look like buttons. */
import type { ComponentProps } from "react";

export const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-dark";

const buttonVariants = {
  primary: "bg-copper-deep text-white hover:bg-copper-dark",
  secondary: "border border-slate-mid bg-white text-slate-ink hover:bg-slate-mist",
  danger: "bg-red-800 text-white hover:bg-red-900",
  ghost: "text-slate-deep hover:bg-slate-mist",
} as const;
export type ButtonVariant = keyof typeof buttonVariants;

export function buttonClass(variant: ButtonVariant = "primary", extra = ""): string {
  return `inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${focusRing} ${buttonVariants[variant]} ${extra}`;
}

export function Button({
  variant = "primary",
  className = "",
  type = "button",
  ...props
}: ComponentProps<"button"> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
