/**
 * Two minutes before the idle timeout would sign the admin out: say when, and offer to stay
 * signed in (POST /api/auth/refresh; its answer counts as a request, so the warning goes away).
 */
import { formatDateTime } from "../../../shared/format";
import { editorStrings } from "../../../shared/strings/editor";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { useStaySignedIn } from "./editor.api";
import { useIdleWarning } from "./useIdleWarning";

const text = editorStrings.idle;

export function IdleWarningDialog() {
  const { endsAt, warn } = useIdleWarning();
  const staySignedIn = useStaySignedIn();
  const stay = () => staySignedIn.mutate();

  return (
    <Dialog
      open={warn}
      onOpenChange={(open) => !open && !staySignedIn.isPending && stay()}
      title={text.title}
      description={text.description(formatDateTime(new Date(endsAt)))}
    >
      <div className="flex justify-end">
        <Button onClick={stay} disabled={staySignedIn.isPending}>
          {staySignedIn.isPending ? text.staying : text.stay}
        </Button>
      </div>
    </Dialog>
  );
}
