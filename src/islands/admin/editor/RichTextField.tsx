/**
 * The rich-text editor as post and project forms use it: loaded when a form opens (TipTap is most
 * of the editor's weight, so it does not come with the console), with its image button choosing
 * from the photo library.
 */
import { lazy, Suspense, useRef, useState } from "react";
import { editorStrings } from "../../../shared/strings/editor";
import { LoadingState } from "../common/LoadingState";
import { MediaLibraryDialog } from "../media/MediaLibraryDialog";
import type { PickedImage } from "./ImageDialog";
import type { RichTextEditorProps } from "./RichTextEditor";

const RichTextEditor = lazy(() => import("./RichTextEditor").then((module) => ({ default: module.RichTextEditor })));

export function RichTextField(props: Omit<RichTextEditorProps, "onPickImage">) {
  const [choosing, setChoosing] = useState(false);
  // The editor awaits the pick; the dialog settles it with a photo, or null when closed without one.
  const settle = useRef<(image: PickedImage | null) => void>(undefined);
  const pickImage = () =>
    new Promise<PickedImage | null>((resolve) => {
      settle.current = resolve;
      setChoosing(true);
    });
  const finish = (image: PickedImage | null) => {
    settle.current?.(image);
    settle.current = undefined;
  };

  return (
    <>
      <Suspense fallback={<LoadingState label={editorStrings.loading} />}>
        <RichTextEditor {...props} onPickImage={pickImage} />
      </Suspense>
      <MediaLibraryDialog
        open={choosing}
        onOpenChange={(open) => {
          setChoosing(open);
          if (!open) finish(null);
        }}
        onChoose={(photo) => finish({ src: photo.src, alt: photo.alt })}
      />
    </>
  );
}
