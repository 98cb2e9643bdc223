/**
 * The owner's proof that account changes ask for (a stolen session is not enough): the password
 * and, when two-step sign-in is on, a code from the app. `OwnerProofForm` is a whole small form
 * around them; the password change puts the fields in its own form.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm, type FieldErrors, type UseFormRegister, type UseFormRegisterReturn } from "react-hook-form";
import { PASSWORD_MAX_LENGTH } from "../../../shared/password-rule";
import { ownerProofSchema, type OwnerProofInput } from "../../../shared/schemas/account";
import { accountStrings } from "../../../shared/strings/account";
import { TextField } from "../../forms/fields";
import { Button, type ButtonVariant } from "../../ui/Button";
import { showServerErrors } from "../common/server-errors";
import { useSecondFactor } from "./account.api";

const text = accountStrings.proof;

/** Fields named `passwordName` and `code`; the code only while two-step sign-in is on. */
export function OwnerProofFields({
  id,
  register,
  errors,
  passwordName = "password",
  passwordLabel = text.password,
}: {
  id: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- shared by forms of different shapes
  register: UseFormRegister<any>;
  errors: FieldErrors;
  passwordName?: string;
  passwordLabel?: string;
}) {
  const codeDue = useSecondFactor().data?.enabled ?? false;
  return (
    <>
      <TextField
        id={`${id}-${passwordName}`}
        label={passwordLabel}
        type="password"
        required
        autoComplete="current-password"
        maxLength={PASSWORD_MAX_LENGTH}
        error={errors[passwordName]?.message as string | undefined}
        registration={register(passwordName)}
      />
      {codeDue && (
        <CodeField
          id={`${id}-code`}
          label={text.code}
          error={errors.code?.message as string | undefined}
          registration={register("code")}
        />
      )}
    </>
  );
}

/** A TOTP or recovery code, as authenticator apps and password managers fill it. */
export function CodeField(props: { id: string; label: string; error?: string; registration: UseFormRegisterReturn }) {
  return <TextField {...props} required inputMode="numeric" autoComplete="one-time-code" maxLength={32} />;
}

/** A small form asking for the proof, then running `onProof` with it. */
export function OwnerProofForm({
  intro,
  submitLabel,
  variant = "primary",
  pending,
  onProof,
  onCancel,
}: {
  intro?: string;
  submitLabel: string;
  variant?: ButtonVariant;
  pending: boolean;
  /** Runs the change; calls `onError` with what the server answered. */
  onProof: (proof: OwnerProofInput, onError: (error: unknown) => void) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const form = useForm<OwnerProofInput>({
    resolver: zodResolver(ownerProofSchema),
    defaultValues: { password: "" },
  });
  const onSubmit = form.handleSubmit(({ password, code }) =>
    onProof({ password, code: code || undefined }, (error) =>
      showServerErrors(error, ["password", "code"] as const, (name, message) =>
        form.setError(name, { type: "server", message }),
      ),
    ),
  );
  return (
    <form noValidate className="mt-4 grid gap-4" onSubmit={onSubmit}>
      {intro && <p className="text-slate-mid">{intro}</p>}
      <OwnerProofFields id={id} register={form.register} errors={form.formState.errors} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant={variant} disabled={pending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {accountStrings.secondFactor.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
