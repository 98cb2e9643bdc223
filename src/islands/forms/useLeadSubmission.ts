/**
 * Sending a lead form: one Idempotency-Key per submission attempt (a retry of the same values
 * reuses it, so a request that reached the server but whose answer was lost is not stored twice),
 * the form token (the server's note of when the form opened, from which it measures the fill
 * time; one per lead, formToken.ts) and first-touch lead source attached, server field errors put back on their fields
 * with focus on the first, and the success and failure toasts. Nothing the visitor typed is cleared on failure.
 */
import { useEffect, useRef, useState } from "react";
import { ApiError, apiRequest } from "../../shared/api";
import { readLeadSource } from "../../shared/lead-source";
import { toast } from "../ui/toast";
import { createFormTokenSource } from "./formToken";
import type { FieldErrors, SchemaForm } from "./useSchemaForm";

interface ToastText {
  title: string;
  description: string;
}

type Values = Record<string, unknown>;

export interface LeadSubmissionOptions<TInput extends Values, TOutput> {
  endpoint: string;
  form: SchemaForm<TInput, TOutput>;
  /** Field names in screen order, to focus the first invalid one. */
  fieldOrder: readonly (keyof TInput & string)[];
  successToast: ToastText;
  failureToast: ToastText;
}

interface Attempt {
  fingerprint: string;
  key: string;
  body: Record<string, unknown>;
}

function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // randomUUID needs a secure context; plain http on a LAN address still gets a random key.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The server's own message for a refusal that is not about a field (e.g. 429). */
function serverMessage(error: ApiError): string | undefined {
  try {
    return (JSON.parse(error.body) as { error?: string }).error;
  } catch {
    return undefined;
  }
}

export function useLeadSubmission<TInput extends Values, TOutput>(options: LeadSubmissionOptions<TInput, TOutput>) {
  const { endpoint, form, fieldOrder, successToast, failureToast } = options;
  const [pending, setPending] = useState(false);
  /** What was sent, once it was: the thank-you view reads it (urgency); null while the form shows. */
  const [sent, setSent] = useState<TOutput | null>(null);
  const submitted = sent !== null;
  /** Why the server would not take the lead (the rate limit): kept on screen until the next try. */
  const [refusal, setRefusal] = useState<string>();
  const [ready, setReady] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [formToken] = useState(createFormTokenSource);
  const attempt = useRef<Attempt | null>(null);

  useEffect(() => {
    void formToken.refresh();
    const onVisible = () => document.visibilityState === "visible" && formToken.refreshIfStale();
    document.addEventListener("visibilitychange", onVisible);
    // From here on the island sends the form as JSON (LeadForm marks itself data-hydrated).
    setReady(true);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [formToken]);

  function attemptFor(values: unknown): Attempt {
    const fingerprint = JSON.stringify(values);
    if (attempt.current?.fingerprint !== fingerprint) {
      attempt.current = {
        fingerprint,
        key: newIdempotencyKey(),
        body: { ...(values as Record<string, unknown>), leadSource: readLeadSource() },
      };
    }
    return attempt.current;
  }

  function announceErrors(errors: Record<string, { message?: unknown } | undefined>) {
    const messages = fieldOrder
      .map((name) => errors[name]?.message)
      .filter((message): message is string => typeof message === "string");
    setAnnouncement(
      messages.length === 0
        ? ""
        : `${messages.length} ${messages.length === 1 ? "field needs" : "fields need"} attention: ${messages.join(". ")}.`,
    );
  }

  async function send(values: TOutput): Promise<void> {
    if (pending) return;
    setPending(true);
    setAnnouncement("");
    setRefusal(undefined);
    const { key, body } = attemptFor(values);
    try {
      // The token is not part of the attempt: a retry may carry a fresh one under the same key.
      await apiRequest("POST", endpoint, { ...body, formToken: await formToken.current() }, { "Idempotency-Key": key });
      attempt.current = null;
      formToken.spent();
      setSent(values);
      toast(successToast);
    } catch (error) {
      // No answer, or a server fault: the lead may have been stored with the token.
      if (!(error instanceof ApiError) || error.status >= 500) formToken.spent();
      const fields = error instanceof ApiError && error.status === 400 ? error.fields : undefined;
      if (fields) {
        const known = fieldOrder.filter((name) => typeof fields[name] === "string");
        for (const name of known) form.setError(name, { type: "server", message: fields[name]! });
        if (known[0]) form.setFocus(known[0]);
        announceErrors(Object.fromEntries(known.map((name) => [name, { message: fields[name] }])));
      }
      // A refusal to wait (429) stays beside the button with the phone number, not in a passing toast.
      if (error instanceof ApiError && error.status === 429)
        setRefusal(serverMessage(error) ?? failureToast.description);
      else toast({ title: failureToast.title, description: failureToast.description, variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  // Focus goes to the first invalid field in screen order (not registration order, which
  // follows render order and differs when fields are grouped in components).
  const onSubmit = form.handleSubmit(send, (errors: FieldErrors<keyof TInput & string>) => {
    const first = fieldOrder.find((name) => (errors as Record<string, unknown>)[name]);
    if (first) form.setFocus(first);
    announceErrors(errors as Record<string, { message?: unknown }>);
  });

  // After "Send Another Message" the button that had focus is gone: put focus on the first field.
  const focusFirstField = useRef(false);
  useEffect(() => {
    if (submitted || !focusFirstField.current) return;
    focusFirstField.current = false;
    if (fieldOrder[0]) form.setFocus(fieldOrder[0]);
  }, [submitted, form, fieldOrder]);

  function startOver() {
    form.reset();
    attempt.current = null;
    focusFirstField.current = true;
    setSent(null);
    setAnnouncement("");
  }

  // The success view replaces the form: focus its heading so it is announced and read first.
  const successHeadingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (submitted) successHeadingRef.current?.focus();
  }, [submitted]);

  /** The validation message of one field, if any. */
  const messageFor = (name: keyof TInput & string): string | undefined => {
    const error = (form.formState.errors as Record<string, { message?: unknown } | undefined>)[name];
    return typeof error?.message === "string" ? error.message : undefined;
  };

  /** The form token the lead will carry (photos are uploaded under it before the lead, decision 036c). */
  const currentFormToken = () => formToken.peek();

  return {
    onSubmit,
    endpoint,
    pending,
    ready,
    submitted,
    sent,
    refusal,
    announcement,
    startOver,
    successHeadingRef,
    messageFor,
    formToken: currentFormToken,
  };
}
