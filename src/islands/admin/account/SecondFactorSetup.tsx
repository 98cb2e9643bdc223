/**
 * Setting up the authenticator app: the QR code (drawn inline as SVG, so the CSP needs no image
 * source for it), the same key as text for typing in, and the first code to confirm it works.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import {
  secondFactorCodeSchema,
  type SecondFactorCodeInput,
  type TotpEnrolment,
} from "../../../shared/schemas/account";
import { accountStrings } from "../../../shared/strings/account";
import { Button, buttonClass } from "../../ui/Button";
import { useEnableSecondFactor } from "./account.api";
import { showServerErrors } from "../common/server-errors";
import { CodeField } from "./OwnerProofFields";

const text = accountStrings.secondFactor;

/** The key in groups of four, as authenticator apps print it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

export function SecondFactorSetup({
  enrolment,
  password,
  onEnabled,
  onCancel,
}: {
  enrolment: TotpEnrolment;
  /** The password the owner gave to start the setup: turning it on asks for it again. */
  password: string;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const enable = useEnableSecondFactor();
  const form = useForm<SecondFactorCodeInput>({
    resolver: zodResolver(secondFactorCodeSchema),
    defaultValues: { code: "" },
  });
  const onSubmit = form.handleSubmit(({ code }) =>
    enable.mutate(
      { code, password },
      {
        onSuccess: ({ recoveryCodes }) => onEnabled(recoveryCodes),
        onError: (error) =>
          showServerErrors(error, ["code"] as const, (name, message) =>
            form.setError(name, { type: "server", message }),
          ),
      },
    ),
  );
  const { size, path } = enrolment.qr;

  return (
    <div className="mt-2 grid gap-4">
      <p className="text-slate-mid">{text.scan}</p>
      <svg
        role="img"
        aria-label={text.qrLabel}
        viewBox={`0 0 ${size} ${size}`}
        shapeRendering="crispEdges"
        className="h-48 w-48 border border-slate-line"
      >
        <rect width={size} height={size} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
      {/* On a phone the QR code is on the very screen that would scan it: the otpauth:// link opens the app. */}
      <p className="hidden pointer-coarse:block">
        <span className="block text-slate-mid">{text.openInAppHint}</span>
        <a className={buttonClass("secondary", "mt-2 no-underline")} href={enrolment.uri}>
          {text.openInApp}
        </a>
      </p>
      <div>
        <p className="text-sm font-semibold text-slate-ink" id={`${id}-secret-label`}>
          {text.secretLabel}
        </p>
        <code
          aria-labelledby={`${id}-secret-label`}
          data-secret={enrolment.secret}
          className="mt-1 block font-mono text-base break-all text-slate-ink select-all"
        >
          {grouped(enrolment.secret)}
        </code>
      </div>
      <form noValidate className="grid gap-4" onSubmit={onSubmit}>
        <CodeField
          id={`${id}-code`}
          label={text.code}
          error={form.formState.errors.code?.message}
          registration={form.register("code")}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={enable.isPending}>
            {text.confirm}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {text.cancel}
          </Button>
        </div>
      </form>
    </div>
  );
}
