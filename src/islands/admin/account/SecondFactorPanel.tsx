/**
 * Two-step sign-in: off (a button, then the password, starts the setup), being set up (QR code,
 * key, code), just turned on (the recovery codes, shown once), or on (how many recovery codes are
 * left, and turning it off with the password and a code).
 */
import { useId, useState } from "react";
import type { TotpEnrolment } from "../../../shared/schemas/account";
import { accountStrings } from "../../../shared/strings/account";
import { Button } from "../../ui/Button";
import { LoadError } from "../common/LoadError";
import { Panel } from "../common/Panel";
import { useSecondFactor, useStartSecondFactor } from "./account.api";
import { DisableSecondFactorForm } from "./DisableSecondFactorForm";
import { OwnerProofForm } from "./OwnerProofFields";
import { RecoveryCodes } from "./RecoveryCodes";
import { SecondFactorSetup } from "./SecondFactorSetup";

const text = accountStrings.secondFactor;

type Step =
  | { name: "idle" }
  | { name: "proof" }
  | { name: "setup"; enrolment: TotpEnrolment; password: string }
  | { name: "codes"; codes: string[] };

export function SecondFactorPanel() {
  const id = useId();
  const status = useSecondFactor();
  const start = useStartSecondFactor();
  const [step, setStep] = useState<Step>({ name: "idle" });
  const idle = () => setStep({ name: "idle" });

  function body() {
    if (status.error) return <LoadError error={status.error} />;
    if (!status.data) return null;
    if (step.name === "codes") return <RecoveryCodes codes={step.codes} onDone={idle} />;
    if (status.data.enabled) {
      return (
        <>
          <p className="mt-1 text-slate-mid">{text.onText(status.data.recoveryCodesLeft)}</p>
          <DisableSecondFactorForm />
        </>
      );
    }
    if (step.name === "setup") {
      return (
        <SecondFactorSetup
          enrolment={step.enrolment}
          password={step.password}
          onEnabled={(codes) => setStep({ name: "codes", codes })}
          onCancel={idle}
        />
      );
    }
    if (step.name === "proof") {
      return (
        <OwnerProofForm
          intro={accountStrings.proof.intro}
          submitLabel={text.start}
          pending={start.isPending}
          onCancel={idle}
          onProof={(proof, onError) =>
            start.mutate(proof, {
              onSuccess: (enrolment) => setStep({ name: "setup", enrolment, password: proof.password }),
              onError,
            })
          }
        />
      );
    }
    return (
      <>
        <p className="mt-1 text-slate-mid">{text.offText}</p>
        <Button className="mt-4" onClick={() => setStep({ name: "proof" })}>
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
