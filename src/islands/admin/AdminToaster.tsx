/**
 * The console's toasts (src/islands/ui/toast.tsx) rendered with Radix Toast: swipe, F8 and focus
 * handling as the console has always had them. The public forms use the lighter <Toaster />.
 */
import * as ToastPrimitive from "@radix-ui/react-toast";
import { dismiss, TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, useToasts, variantClasses } from "../ui/toast";

export function AdminToaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notification"
    >
      {toasts.map((entry) => (
        <ToastPrimitive.Root
          key={entry.id}
          open={entry.open}
          onOpenChange={(open) => !open && dismiss(entry.id)}
          className={`relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full ${variantClasses[entry.variant ?? "default"]}`}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{entry.title}</ToastPrimitive.Title>
            {entry.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {entry.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="absolute top-2 right-2 rounded p-1 leading-none opacity-80 hover:opacity-100 focus-visible:outline-2"
          >
            <span aria-hidden="true">×</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 md:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
