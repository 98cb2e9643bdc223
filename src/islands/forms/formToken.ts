/**
 * The form token in the browser (docs/decisions/028, 036b): fetched as the form hydrates, and
 * fetched afresh when the page comes back to a token that has aged, before sending without a
 * good one, and once a lead has spent it (after a sent lead, or an answer that never came). The
 * server binds it to this browser and lets it serve one lead for an hour. A failed fetch never
 * blocks sending: the lead is then stored without the automatic e-mail.
 */
const FORM_TOKEN_URL = "/api/form-token";
/** Refetch this long before the server's expiry, so a token never lapses in flight. */
const MARGIN_MS = 2 * 60 * 1000;

export interface FormTokenSource {
  refresh(): Promise<void>;
  /** Refetch in the background if the token has aged (the page came back after a while). */
  refreshIfStale(): void;
  /** The token to send: a fresh one first when there is none or it has aged. */
  current(): Promise<string | undefined>;
  /** A lead may have used the token: get the next one now. */
  spent(): void;
  /** The token held now, without fetching (quote photos are uploaded under it, decision 036c). */
  peek(): string | undefined;
}

export function createFormTokenSource(): FormTokenSource {
  let token: string | undefined;
  let fetchedAt = 0;
  let lifetimeMs = 0;
  let pending: Promise<void> | undefined;

  const stale = () => token === undefined || performance.now() - fetchedAt > lifetimeMs - MARGIN_MS;

  function refresh(): Promise<void> {
    pending ??= fetch(FORM_TOKEN_URL, { cache: "no-store", credentials: "same-origin" })
      .then(async (response) => (response.ok ? ((await response.json()) as Record<string, unknown>) : {}))
      .then(({ token: fresh, expiresInSeconds }) => {
        if (typeof fresh !== "string") return;
        token = fresh;
        fetchedAt = performance.now();
        lifetimeMs = typeof expiresInSeconds === "number" ? expiresInSeconds * 1000 : 0;
      })
      .catch(() => undefined)
      .finally(() => {
        pending = undefined;
      });
    return pending;
  }

  return {
    refresh,
    refreshIfStale: () => {
      if (stale()) void refresh();
    },
    current: async () => {
      if (stale()) await refresh();
      return token;
    },
    spent: () => {
      token = undefined;
      void refresh();
    },
    peek: () => token,
  };
}
