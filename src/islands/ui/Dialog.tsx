/** A modal dialog (Radix): focus trapped inside, Escape or the × closes it, title and description named. */
import * as DialogPrimitive from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { focusRing } from "./Button";

export const CLOSE_DIALOG_LABEL = "Close dialog";

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children: ReactNode;
  wide?: boolean;
  /**
   * Where the focus goes on close. Radix returns it to what had it before opening; a caller whose
   * focus belongs elsewhere (the rich-text editor) calls `event.preventDefault()` and moves it.
   */
  onCloseAutoFocus?: (event: Event) => void;
}

export function Dialog({ open, onOpenChange, title, description, children, wide, onCloseAutoFocus }: DialogProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-ink/60" />
        <DialogPrimitive.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-slate-line bg-paper p-6 [overflow-wrap:anywhere] shadow-xl ${wide ? "max-w-2xl" : "max-w-lg"}`}
        >
          <DialogPrimitive.Title className="pr-8 font-serif text-2xl text-slate-ink">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Description className="mt-1 text-sm text-slate-mid">
            {description}
          </DialogPrimitive.Description>
          <div className="mt-4">{children}</div>
          <DialogPrimitive.Close
            aria-label={CLOSE_DIALOG_LABEL}
            className={`absolute top-4 right-4 rounded p-1 text-xl leading-none text-slate-deep hover:bg-slate-mist ${focusRing}`}
          >
            <span aria-hidden="true">×</span>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
