/**
 * Change password: the current one, then the new one twice, validated by the schema the API uses.
 * On success the server has ended every other session; this one stays.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useMemo } from "react";
import { useForm } from "react-hook-form";
import { PASSWORD_MAX_LENGTH } from "../../../shared/password-rule";
import { changePasswordSchema, type ChangePasswordInput } from "../../../shared/schemas/account";
import { accountStrings } from "../../../shared/strings/account";
import { TextField } from "../../forms/fields";
import { SubmitButton } from "../../ui/SubmitButton";
import { Panel } from "../common/Panel";
import { useCurrentUser } from "../api";
import { useChangePassword } from "./account.api";
import { showServerErrors } from "../common/server-errors";
import { OwnerProofFields } from "./OwnerProofFields";

const text = accountStrings.password;
const FIELDS = ["currentPassword", "code", "newPassword", "confirmPassword"] as const;
type PasswordField = Exclude<(typeof FIELDS)[number], "code">;

export function ChangePasswordPanel() {
  const id = useId();
  const changePassword = useChangePassword();
  // The rule names the account's e-mail (a password must not contain it): the same schema as the server's.
  const email = useCurrentUser().data?.email;
  const schema = useMemo(() => changePasswordSchema(email), [email]);
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((change) =>
    changePassword.mutate(
      { ...change, code: change.code || undefined },
      {
        onSuccess: () => form.reset(),
        onError: (error) =>
          showServerErrors(error, FIELDS, (name, message) => form.setError(name, { type: "server", message })),
      },
    ),
  );
  const field = (name: PasswordField, label: string, autoComplete: string, hint?: string) => (
    <TextField
      id={`${id}-${name}`}
      label={label}
      type="password"
      required
      autoComplete={autoComplete}
      maxLength={PASSWORD_MAX_LENGTH}
      hint={hint}
      error={errors[name]?.message}
      registration={form.register(name)}
    />
  );

  return (
    <Panel id={`${id}-heading`} title={text.heading}>
      <form noValidate className="mt-4 grid gap-4" onSubmit={onSubmit}>
        <OwnerProofFields
          id={id}
          register={form.register}
          errors={errors}
          passwordName="currentPassword"
          passwordLabel={text.current}
        />
        {field("newPassword", text.new, "new-password", text.newHint)}
        {field("confirmPassword", text.confirm, "new-password")}
        <div>
          <SubmitButton pending={changePassword.isPending} label={text.submit} pendingLabel={text.submitting} />
        </div>
      </form>
    </Panel>
  );
}
