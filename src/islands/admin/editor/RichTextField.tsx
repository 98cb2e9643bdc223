/**
 * The rich-text editor as post and project forms use it: loaded when a form opens (TipTap is most
 * of the editor's weight, so it does not come with the console). Its image button opens the photo
 * library.
 */
import { lazy, Suspense } from "react";
import { editorStrings } from "../../../shared/strings/editor";
import { LoadingState } from "../common/LoadingState";
import type { RichTextEditorProps } from "./RichTextEditor";

const RichTextEditor = lazy(() => import("./RichTextEditor").then((module) => ({ default: module.RichTextEditor })));

export function RichTextField(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<LoadingState label={editorStrings.loading} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
