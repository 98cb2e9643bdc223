/** Turning two-step sign-in off: the account's password is required. */
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { ApiError } from "../../../shared/api";
import { PASSWORD_MAX_LENGTH } from "../../../shared/password-rule";
import { disableSecondFactorSchema, type DisableSecondFactorInput } from "../../../shared/schemas/account";
import { accountStrings } from "../../../shared/strings/account";
import { TextField } from "../../forms/fields";
import { Button } from "../../ui/Button";
import { useDisableSecondFactor } from "./account.api";

const text = accountStrings.secondFactor;

export function DisableSecondFactorForm() {
  const id = useId();
  const disable = useDisableSecondFactor();
  const form = useForm<DisableSecondFactorInput>({
    resolver: zodResolver(disableSecondFactorSchema),
    defaultValues: { password: "" },
  });
  const onSubmit = form.handleSubmit(({ password }) =>
    disable.mutate(password, {
      onError: (error) => {
        const message = error instanceof ApiError ? error.fields?.password : undefined;
        if (message) form.setError("password", { type: "server", message });
      },
    }),
  );

  return (
    <form noValidate className="mt-4 grid gap-4" onSubmit={onSubmit}>
      <TextField
        id={`${id}-password`}
        label={text.disablePassword}
        type="password"
        required
        autoComplete="current-password"
        maxLength={PASSWORD_MAX_LENGTH}
        error={form.formState.errors.password?.message}
        registration={form.register("password")}
      />
      <div>
        <Button type="submit" variant="danger" disabled={disable.isPending}>
          {text.disable}
        </Button>
      </div>
    </form>
  );
}
