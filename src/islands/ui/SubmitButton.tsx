/** A form's submit button: while its request runs it says so and takes no second click. */
import { Button } from "./Button";

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
