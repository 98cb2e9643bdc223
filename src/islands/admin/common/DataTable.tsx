/**
 * A list as a table from md up, and as a stack of cards below (a phone shows every row whole, no
 * sideways scrolling): the rows use `rowClass` and `cellClass`, which turn a row into a bordered
 * card and its cells into lines of it; the column headings stay for screen readers. From md up a
 * table too wide for its panel scrolls sideways in a named, focusable region.
 */
import type { ReactNode } from "react";

/** A row: a card on phones, a table row with a rule under it from md up. */
export const rowClass =
  "max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-x-3 max-md:gap-y-1 max-md:rounded-lg max-md:border max-md:border-slate-line max-md:p-3 md:border-b md:border-slate-line md:last:border-0";
/** A cell: a line of the card (a run of words beside its neighbours) on phones. */
export const cellClass = "min-w-0 md:py-3 md:pr-4 md:align-top";
/** A cell that takes a whole line of the card (the name, the e-mail address, the actions). */
export const wideCellClass = `${cellClass} max-md:basis-full`;

interface Props {
  label: string;
  columns: readonly string[];
  /** The last column holds row actions, aligned right. */
  actions?: boolean;
  children: ReactNode;
  /** Shown under the header when there are no rows. */
  empty?: ReactNode;
}

export function DataTable({ label, columns, actions, children, empty }: Props) {
  return (
    <div className="mt-4 md:overflow-x-auto" role="region" aria-label={label} tabIndex={0}>
      <table className="w-full text-left text-sm max-md:block md:min-w-[640px]">
        <thead className="border-b border-slate-line text-slate-mid max-md:sr-only">
          <tr>
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={
                  actions && index === columns.length - 1 ? "py-2 text-right font-semibold" : "py-2 pr-4 font-semibold"
                }
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:grid max-md:gap-3">{children}</tbody>
      </table>
      {empty}
    </div>
  );
}
