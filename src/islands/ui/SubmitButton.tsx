/** A form's submit button: while its request runs it says so and takes no second click. */
import { Button, type ButtonVariant } from "./Button";

interface Props {
  pending: boolean;
  label: string;
  pendingLabel: string;
}

export function SubmitButton({ pending, label, pendingLabel }: Props) {
  return (
    <Button type="submit" disabled={pending}>
      {pending ? pendingLabel : label}
    </Button>
  );
}

interface SubmitOrCloseProps extends Props {
  closeLabel: string;
  onClose: () => void;
  closeVariant?: ButtonVariant;
}

/** The last row of a form shown in place: its submit button, and a button that closes it unsent. */
export function SubmitOrClose({ closeLabel, onClose, closeVariant = "secondary", ...submit }: SubmitOrCloseProps) {
  return (
    <div className="flex flex-wrap gap-3">
      <SubmitButton {...submit} />
      <Button variant={closeVariant} onClick={onClose}>
        {closeLabel}
      </Button>
    </div>
  );
}
