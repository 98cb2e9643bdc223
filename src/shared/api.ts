/**
 * Browser calls to our API: cookies sent, JSON bodies, and any non-OK response raised as an
 * error whose message is 'STATUS: body' (or the status text when the body is empty).
 */

export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  /** Field messages of a 400 answer (`{ error, fields }`), if any. */
  get fields(): Record<string, string> | undefined {
    try {
      const parsed = JSON.parse(this.body) as { fields?: Record<string, string> };
      return parsed.fields;
    } catch {
      return undefined;
    }
  }
}

/** A read that has not answered by now is given up, so the screen says so instead of waiting (issue 34, item 3). */
export const READ_TIMEOUT_MS = 8000;

/** No answer: the network failed, or a read took longer than READ_TIMEOUT_MS. */
export class ServerUnreachableError extends Error {
  override name = "ServerUnreachableError";
  constructor(readonly timedOut: boolean) {
    super(timedOut ? "The server did not answer in time." : "The server could not be reached.");
  }
}

/** The call never got an answer from our code (no network, a timeout, or a 5xx from the platform or a crash). */
export const isUnreachable = (error: unknown) =>
  error instanceof ServerUnreachableError || (error instanceof ApiError && error.status >= 500);

/** A 401: its message starts '401:' and mentions Unauthorized. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/s.test(error.message);
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export async function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  // Reads give up after READ_TIMEOUT_MS; a write is never cut short (it may still land).
  const signal = method === "GET" ? AbortSignal.timeout(READ_TIMEOUT_MS) : undefined;
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method,
      credentials: "include",
      headers: body === undefined ? headers : { "Content-Type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    text = await response.text();
  } catch (error) {
    throw new ServerUnreachableError(signal?.aborted === true || (error as Error).name === "TimeoutError");
  }
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  if (response.status === 204) return undefined as T;
  return (text ? JSON.parse(text) : undefined) as T;
}

/** GET the key parts joined by slashes (a query key is its URL); `on401: "returnNull"` yields null instead of throwing. */
export async function getQuery<T>(parts: readonly (string | number)[], on401: "throw" | "returnNull" = "throw") {
  try {
    return await apiRequest<T>("GET", parts.join("/"));
  } catch (error) {
    if (on401 === "returnNull" && error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
