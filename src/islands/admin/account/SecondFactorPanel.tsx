/**
 * Two-step sign-in: off (a button starts the setup), being set up (QR code, key, code), just
 * turned on (the recovery codes, shown once), or on (how many recovery codes are left, and
 * turning it off with the password).
 */
import { useId, useState } from "react";
import { accountStrings } from "../../../shared/strings/account";
import { Button } from "../../ui/Button";
import { LoadError } from "../common/LoadError";
import { Panel } from "../common/Panel";
import { useSecondFactor, useStartSecondFactor } from "./account.api";
import { DisableSecondFactorForm } from "./DisableSecondFactorForm";
import { RecoveryCodes } from "./RecoveryCodes";
import { SecondFactorSetup } from "./SecondFactorSetup";

const text = accountStrings.secondFactor;

export function SecondFactorPanel() {
  const id = useId();
  const status = useSecondFactor();
  const start = useStartSecondFactor();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();

  function body() {
    if (status.error) return <LoadError error={status.error} />;
    if (!status.data) return null;
    if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(undefined)} />;
    if (status.data.enabled) {
      return (
        <>
          <p className="mt-1 text-slate-mid">{text.onText(status.data.recoveryCodesLeft)}</p>
          <DisableSecondFactorForm />
        </>
      );
    }
    if (start.data) {
      return (
        <SecondFactorSetup
          enrolment={start.data}
          onEnabled={(codes) => {
            setRecoveryCodes(codes);
            start.reset();
          }}
          onCancel={() => start.reset()}
        />
      );
    }
    return (
      <>
        <p className="mt-1 text-slate-mid">{text.offText}</p>
        <Button className="mt-4" disabled={start.isPending} onClick={() => start.mutate()}>
          {text.start}
        </Button>
      </>
    );
  }

  return (
    <Panel id={`${id}-heading`} title={text.heading}>
      {body()}
    </Panel>
  );
}
