/**
 * How the API writes a stored row: its dates as ISO 8601 text (a missing date stays null), every other
 * column as it is stored. The services' row-to-API mappers name the columns they answer with.
 */

/** A column's type as the API sends it. */
type Sent<T> = T extends Date ? string : T;

/** The row as the API sends it: dates become ISO text. */
export type ApiView<T> = { [K in keyof T]: Sent<T[K]> };

export function iso(date: Date): string;
export function iso(date: Date | null): string | null;
export function iso(date: Date | null): string | null {
  return date?.toISOString() ?? null;
}

/** The named columns of a row, in that order, as the API sends them. */
export function apiView<T extends object, K extends keyof T>(row: T, columns: readonly K[]): ApiView<Pick<T, K>> {
  const view: Partial<Record<K, unknown>> = {};
  for (const column of columns) {
    const value = row[column];
    view[column] = value instanceof Date ? value.toISOString() : value;
  }
  return view as ApiView<Pick<T, K>>;
}
