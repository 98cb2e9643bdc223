/**
 * The account page's API: its URLs, query keys and hooks (toasts and 401 handling come from the
 * console's query client in ../api.ts).
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api";
import type {
  AccountSession,
  ChangePasswordInput,
  EnableSecondFactorInput,
  OwnerProofInput,
  SecondFactorStatus,
  TotpEnrolment,
} from "../../../shared/schemas/account";
import { accountStrings } from "../../../shared/strings/account";
import { useChange } from "../api";

const base = "/api/admin/account";
export const accountUrls = {
  sessions: `${base}/sessions`,
  endOtherSessions: `${base}/sessions/end-others`,
  password: `${base}/password`,
  secondFactor: `${base}/second-factor`,
  setup: `${base}/second-factor/setup`,
  enable: `${base}/second-factor/enable`,
  disable: `${base}/second-factor/disable`,
} as const;

export const accountKeys = {
  sessions: [accountUrls.sessions] as const,
  secondFactor: [accountUrls.secondFactor] as const,
};

export const useSessions = () => useQuery<AccountSession[]>({ queryKey: accountKeys.sessions });
export const useSecondFactor = () => useQuery<SecondFactorStatus>({ queryKey: accountKeys.secondFactor });

const t = accountStrings;

export const useChangePassword = () =>
  useChange(
    (change: ChangePasswordInput) => apiRequest<{ endedSessions: number }>("PUT", accountUrls.password, change),
    { success: { title: t.password.changed, description: t.password.changedText }, failure: t.password.failed },
    accountKeys.sessions,
  );

export const useEndOtherSessions = () =>
  useChange(
    (proof: OwnerProofInput) => apiRequest("POST", accountUrls.endOtherSessions, proof),
    { success: { title: t.sessions.signedOutOthers }, failure: t.sessions.failed },
    accountKeys.sessions,
  );

export const useStartSecondFactor = () =>
  useMutation({
    mutationFn: (proof: OwnerProofInput) => apiRequest<TotpEnrolment>("POST", accountUrls.setup, proof),
    meta: { toasts: { failure: t.secondFactor.failed } },
  });

export const useEnableSecondFactor = () =>
  useChange(
    (input: EnableSecondFactorInput) => apiRequest<{ recoveryCodes: string[] }>("POST", accountUrls.enable, input),
    { success: { title: t.secondFactor.enabled }, failure: t.secondFactor.failed },
    accountKeys.secondFactor,
  );

export const useDisableSecondFactor = () =>
  useChange(
    (proof: OwnerProofInput) => apiRequest<SecondFactorStatus>("POST", accountUrls.disable, proof),
    { success: { title: t.secondFactor.disabled }, failure: t.secondFactor.failed },
    accountKeys.secondFactor,
  );
