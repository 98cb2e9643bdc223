/**
 * The screen every console editor (posts, projects) is drawn in: its heading, the offer of a
 * draft kept in the browser, the form with its fields and the row of actions (Cancel back to the
 * list among them), and below the form whatever goes with it (the preview, a dialog).
 */
import type { FormEvent, ReactNode } from "react";
import { buttonClass } from "../../ui/Button";
import { Link } from "../router";
import { ScreenHeader } from "./ScreenHeader";

interface Props {
  title: string;
  /** The draft safety (useDraftSafety): the restore offer above the form, its dialogs last. */
  safety: { offer: ReactNode; dialogs: ReactNode };
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  /** Back to the list without saving. */
  cancel: { to: string; label: string };
  /** Actions before Cancel (Delete) and after it (the saves). */
  actionsBefore?: ReactNode;
  actions: ReactNode;
  after?: ReactNode;
}

export function EditorScreen({ title, safety, onSubmit, children, cancel, actionsBefore, actions, after }: Props) {
  return (
    <div className="grid grid-cols-1 gap-8">
      <ScreenHeader title={title} />
      {safety.offer}
      <form
        noValidate
        onSubmit={onSubmit}
        className="grid gap-6 rounded-lg border border-slate-line bg-white p-4 sm:p-6"
      >
        {children}
        <div className="flex flex-wrap justify-end gap-3 border-t border-slate-line pt-4">
          {actionsBefore}
          <Link to={cancel.to} className={buttonClass("secondary")}>
            {cancel.label}
          </Link>
          {actions}
        </div>
      </form>
      {after}
      {safety.dialogs}
    </div>
  );
}
