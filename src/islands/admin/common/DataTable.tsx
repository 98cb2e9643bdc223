/**
 * A table that scrolls sideways on small screens: the scroll region is named and focusable, so
 * keyboard users can scroll it too.
 */
import type { ReactNode } from "react";

export const cellClass = "py-3 pr-4 align-top";

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
    <div className="mt-4 overflow-x-auto" role="region" aria-label={label} tabIndex={0}>
      <table className="w-full min-w-[640px] text-left text-sm">
        <thead className="border-b border-slate-line text-slate-mid">
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
        <tbody>{children}</tbody>
      </table>
      {empty}
    </div>
  );
}
