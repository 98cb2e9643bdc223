/**
 * One multipart upload with progress (fetch reports none for request bodies): XMLHttpRequest,
 * same origin, cookies included. Resolves with the status and body text of any answer; rejects
 * only when no answer came (network failure, abort).
 */
export interface UploadAnswer {
  status: number;
  body: string;
}

export function sendWithProgress(
  url: string,
  body: FormData,
  options: { headers?: Record<string, string>; onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.withCredentials = true;
    for (const [name, value] of Object.entries(options.headers ?? {})) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, body: request.responseText });
    request.onerror = () => reject(new Error("network"));
    request.onabort = () => reject(new DOMException("aborted", "AbortError"));
    options.signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(body);
  });
}

/** The server's `{ error }` message of a refusal, if it sent one. */
export function answerMessage(answer: UploadAnswer): string | undefined {
  try {
    const parsed = JSON.parse(answer.body) as { error?: unknown; fields?: Record<string, unknown> };
    const field = Object.values(parsed.fields ?? {}).find((value) => typeof value === "string");
    return (field as string | undefined) ?? (typeof parsed.error === "string" ? parsed.error : undefined);
  } catch {
    return undefined;
  }
}
