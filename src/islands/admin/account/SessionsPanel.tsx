/** The sessions signed in to this account, this one marked, with "sign out everywhere else". */
import { useId, useState } from "react";
import { formatDateTime } from "../../../shared/format";
import { accountStrings } from "../../../shared/strings/account";
import { Badge } from "../../ui/Badge";
import { Button } from "../../ui/Button";
import { LoadError } from "../common/LoadError";
import { Panel } from "../common/Panel";
import { useEndOtherSessions, useSessions } from "./account.api";
import { OwnerProofForm } from "./OwnerProofFields";

const text = accountStrings.sessions;

export function SessionsPanel() {
  const id = useId();
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const [asking, setAsking] = useState(false);
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  return (
    <Panel id={`${id}-heading`} title={text.heading}>
      <p className="mt-1 text-slate-mid">{text.intro}</p>
      {sessions.error && <LoadError error={sessions.error} />}
      <ul className="mt-4 divide-y divide-slate-line" aria-busy={sessions.isPending}>
        {sessions.data?.map((session) => (
          <li key={session.key} className="py-3">
            <p className="font-semibold text-slate-ink">
              {session.device ?? text.unknownDevice} {session.current && <Badge tone="green">{text.thisSession}</Badge>}
            </p>
            <dl className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-mid">
              <div className="flex gap-1">
                <dt>{text.started}:</dt>
                <dd>{formatDateTime(session.createdAt)}</dd>
              </div>
              <div className="flex gap-1">
                <dt>{text.lastSeen}:</dt>
                <dd>{formatDateTime(session.lastSeenAt)}</dd>
              </div>
              {session.network && (
                <div className="flex gap-1">
                  <dt>{text.address}:</dt>
                  <dd className="break-all">{session.network}</dd>
                </div>
              )}
            </dl>
          </li>
        ))}
      </ul>
      {asking ? (
        <OwnerProofForm
          intro={accountStrings.proof.intro}
          submitLabel={text.signOutOthers}
          pending={endOthers.isPending}
          onCancel={() => setAsking(false)}
          onProof={(proof, onError) => endOthers.mutate(proof, { onSuccess: () => setAsking(false), onError })}
        />
      ) : (
        <Button variant="secondary" className="mt-4" disabled={others === 0} onClick={() => setAsking(true)}>
          {text.signOutOthers}
        </Button>
      )}
    </Panel>
  );
}
