/**
 * A table row's edit button: a pencil that opens the record's editor, named for screen readers.
 * Other props reach the link, so a Tooltip can wrap it.
 */
import type { ComponentProps } from "react";
import { buttonClass } from "../../ui/Button";
import { Icon } from "../../ui/Icon";
import { Link } from "../router";

type Props = Omit<ComponentProps<typeof Link>, "aria-label" | "className" | "children"> & { label: string };

export function RowEditLink({ label, ...props }: Props) {
  return (
    <Link aria-label={label} className={buttonClass("secondary", "px-3")} {...props}>
      <Icon name="pencil" />
    </Link>
  );
}
