/** /admin/email: the e-mails still waiting and those that failed, each failed one with Retry. */
import { adminStrings } from "../../../shared/strings/admin";
import { emailStrings } from "../../../shared/strings/email";
import { DataTable } from "../common/DataTable";
import { LoadError } from "../common/LoadError";
import { LoadingState } from "../common/LoadingState";
import { Panel } from "../common/Panel";
import { ScreenHeader } from "../common/ScreenHeader";
import { EmailSubNav } from "./EmailSubNav";
import { OutboxRow } from "./OutboxRow";
import { useOutbox, useRetryMessage } from "./email.api";
import { DeliveryProblems } from "./DeliveryProblems";

const text = emailStrings.outbox;

export function OutboxScreen() {
  const outbox = useOutbox();
  const retry = useRetryMessage();

  return (
    <div className="grid grid-cols-1 gap-8">
      <ScreenHeader title={text.title} intro={text.intro} />
      <EmailSubNav current="outbox" />
      {outbox.isPending ? (
        <LoadingState label={adminStrings.loading} />
      ) : outbox.isError ? (
        <LoadError error={outbox.error} padded />
      ) : (
        <Panel id="outbox-heading" title={text.heading}>
          <DataTable
            label={text.tableLabel}
            columns={Object.values(text.columns)}
            actions
            empty={outbox.data.length === 0 && <p className="py-6 text-center text-slate-mid">{text.empty}</p>}
          >
            {outbox.data.map((message) => (
              <OutboxRow
                key={message.id}
                message={message}
                retrying={retry.isPending && retry.variables === message.id}
                onRetry={() => retry.mutate(message.id)}
              />
            ))}
          </DataTable>
        </Panel>
      )}
      <DeliveryProblems />
    </div>
  );
}
