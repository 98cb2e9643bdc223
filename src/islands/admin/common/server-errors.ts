/** The server's field messages (a 400 naming the fields) copied onto a console form. */
import { ApiError } from "../../../shared/api";

const fieldsOf = (error: unknown) => (error instanceof ApiError ? error.fields : undefined);

/** Copies the server's messages for `names` onto the form. */
export function showServerErrors<T extends string>(
  error: unknown,
  names: readonly T[],
  set: (name: T, message: string) => void,
) {
  const fields = fieldsOf(error);
  for (const name of names) {
    const message = fields?.[name];
    if (message) set(name, message);
  }
}

/** Copies every message the server names a field for onto the form (its fields are the form's). */
export function showAllServerErrors(error: unknown, set: (name: string, message: string) => void) {
  for (const [name, message] of Object.entries(fieldsOf(error) ?? {})) set(name, message);
}
