/** Turning two-step sign-in off: the account's password and a current code are required. */
import { accountStrings } from "../../../shared/strings/account";
import { useDisableSecondFactor } from "./account.api";
import { OwnerProofForm } from "./OwnerProofFields";

export function DisableSecondFactorForm() {
  const disable = useDisableSecondFactor();
  return (
    <OwnerProofForm
      submitLabel={accountStrings.secondFactor.disable}
      variant="danger"
      pending={disable.isPending}
      onProof={(proof, onError) => disable.mutate(proof, { onError })}
    />
  );
}
