/**
 * A list of photos being prepared and uploaded, each on its own request with its own progress,
 * error, retry and removal. Shared by the console's library and the quote form. `autoUpload`
 * sends each photo as soon as it is ready (quote form), UPLOADS_AT_ONCE at a time while the next
 * one is prepared (issue 34, item 5); otherwise `uploadAll` sends the waiting ones with the fields
 * the caller adds per photo (the console's alt text). Each stays below the 6 MB body limit: the
 * browser resizes it first (prepare-photo.ts).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { photoUploadStrings as text } from "../../shared/strings/photos";
import { preparePhoto, PhotoNotSendable } from "./prepare-photo";
import { concurrencyLimit } from "./limit";
import { answerMessage, sendWithProgress } from "./send-with-progress";

export type PhotoStatus = "preparing" | "ready" | "uploading" | "done" | "failed";

export interface PhotoItem<R> {
  id: string;
  name: string;
  status: PhotoStatus;
  /** Upload progress, 0–1. */
  progress: number;
  error?: string;
  /** An object URL of the prepared file, for a thumbnail. */
  previewUrl?: string;
  result?: R;
}

export interface PhotoUploadOptions {
  url: string;
  headers?: Record<string, string>;
  /** Fields sent with every photo (e.g. the form token), read when the photo is sent. */
  fields?: () => Record<string, string | undefined> | Promise<Record<string, string | undefined>>;
  autoUpload?: boolean;
}

let counter = 0;

/** Two uploads side by side: on slow 4G one upload leaves the link idle between requests. */
export const UPLOADS_AT_ONCE = 2;

export function usePhotoUploads<R>(options: PhotoUploadOptions) {
  const [items, setItems] = useState<PhotoItem<R>[]>([]);
  const files = useRef(new Map<string, File>());
  const uploadSlot = useRef(concurrencyLimit(UPLOADS_AT_ONCE));
  const latest = useRef(options);
  latest.current = options;

  const update = useCallback((id: string, change: Partial<PhotoItem<R>>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const send = useCallback(
    async (id: string, extra: Record<string, string> = {}): Promise<R | undefined> => {
      const file = files.current.get(id);
      if (!file) return undefined;
      const { url, headers, fields } = latest.current;
      const body = new FormData();
      for (const [name, value] of Object.entries({ ...(await fields?.()), ...extra })) if (value) body.set(name, value);
      body.set("file", file);
      update(id, { status: "uploading", progress: 0, error: undefined });
      try {
        const answer = await sendWithProgress(url, body, {
          headers,
          onProgress: (progress) => update(id, { progress }),
        });
        if (answer.status >= 200 && answer.status < 300) {
          const result = JSON.parse(answer.body) as R;
          update(id, { status: "done", progress: 1, result });
          return result;
        }
        update(id, { status: "failed", error: answerMessage(answer) ?? `${answer.status}` });
      } catch {
        update(id, { status: "failed", error: text.networkError });
      }
      return undefined;
    },
    [update],
  );

  const prepare = useCallback(
    async (id: string, original: File) => {
      try {
        const prepared = await preparePhoto(original);
        files.current.set(id, prepared);
        const previewUrl = prepared.type === "image/jpeg" ? URL.createObjectURL(prepared) : undefined;
        update(id, { status: "ready", previewUrl });
        // Not awaited: the next photo is prepared while this one goes up.
        if (latest.current.autoUpload) void uploadSlot.current(() => send(id));
      } catch (error) {
        update(id, {
          status: "failed",
          error: error instanceof PhotoNotSendable ? error.message : text.unreadable,
        });
      }
    },
    [send, update],
  );

  const add = useCallback(
    (chosen: readonly File[]) => {
      const added = chosen.map((file) => ({ id: `photo-${++counter}`, file }));
      setItems((current) => [
        ...current,
        ...added.map(({ id, file }): PhotoItem<R> => ({ id, name: file.name, status: "preparing", progress: 0 })),
      ]);
      // One at a time: a 48-megapixel decode holds about 200 MB of memory.
      void added.reduce((previous, { id, file }) => previous.then(() => prepare(id, file)), Promise.resolve());
    },
    [prepare],
  );

  const remove = useCallback((id: string) => {
    files.current.delete(id);
    setItems((current) => {
      const gone = current.find((item) => item.id === id);
      if (gone?.previewUrl) URL.revokeObjectURL(gone.previewUrl);
      return current.filter((item) => item.id !== id);
    });
  }, []);

  /** Retries a failed upload (a photo that could not be prepared cannot be retried). */
  const retry = useCallback(
    (id: string, extra?: Record<string, string>) => {
      if (files.current.has(id)) void send(id, extra);
    },
    [send],
  );

  const itemsRef = useRef(items);
  itemsRef.current = items;
  useEffect(
    () => () => {
      for (const item of itemsRef.current) if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
    },
    [],
  );

  return { items, add, remove, retry, send, canRetry: (id: string) => files.current.has(id) };
}
