/**
 * Change password: the current one, then the new one twice, validated by the schema the API uses.
 * On success the server has ended every other session; this one stays.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { ApiError } from "../../../shared/api";
import { PASSWORD_MAX_LENGTH } from "../../../shared/password-rule";
import { changePasswordSchema, type ChangePasswordInput } from "../../../shared/schemas/account";
import { accountStrings } from "../../../shared/strings/account";
import { TextField } from "../../forms/fields";
import { Button } from "../../ui/Button";
import { Panel } from "../common/Panel";
import { useChangePassword } from "./account.api";

const text = accountStrings.password;
const FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;

export function ChangePasswordPanel() {
  const id = useId();
  const changePassword = useChangePassword();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((change) =>
    changePassword.mutate(change, {
      onSuccess: () => form.reset(),
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fields : undefined;
        for (const name of FIELDS) {
          const message = fields?.[name];
          if (message) form.setError(name, { type: "server", message });
        }
      },
    }),
  );
  const field = (name: (typeof FIELDS)[number], label: string, autoComplete: string, hint?: string) => (
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
        {field("currentPassword", text.current, "current-password")}
        {field("newPassword", text.new, "new-password", text.newHint)}
        {field("confirmPassword", text.confirm, "new-password")}
        <div>
          <Button type="submit" disabled={changePassword.isPending}>
            {changePassword.isPending ? text.submitting : text.submit}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
