/**
 * A rich-text field for post and project bodies (TipTap): the toolbar writes only what the
 * server's sanitiser keeps, so the stored HTML is what the editor made. The value is HTML ("" when
 * empty); 'Source' shows that HTML in a textarea for experts. Images come from the photo library
 * (upload with alt text, or choose an upload). Every dialog hands the focus back to the text, with
 * the caret after what it inserted, so typing simply goes on.
 */
import { EditorContent, useEditor } from "@tiptap/react";
import { TextSelection } from "@tiptap/pm/state";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { editorStrings } from "../../../shared/strings/editor";
import { controlAria, FieldMessages, labelClass } from "../../forms/Field";
import { controlClass } from "../../forms/fields";
import { richTextClass } from "../../ui/richText";
import { EditorToolbar } from "./EditorToolbar";
import { contentOf, fitsVisualEditor, richTextExtensions } from "./extensions";
import { MediaLibraryDialog } from "../media/MediaLibraryDialog";
import { LinkDialog } from "./LinkDialog";

export interface RichTextEditorProps {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  maxLength?: number;
}

export function RichTextEditor(props: RichTextEditorProps) {
  const { id, label, value, onChange, onBlur, required, error, hint = editorStrings.hint, maxLength } = props;
  const labelId = useId();
  const sourceOnly = !fitsVisualEditor(value);
  const [source, setSource] = useState(sourceOnly);
  const [linkHref, setLinkHref] = useState<string>();
  const [choosingImage, setChoosingImage] = useState(false);
  // The HTML this editor last handed to the form: any other value came from outside (a restored draft).
  const emitted = useRef(value);
  const aria = controlAria({ id, required, error, hint });
  const describedBy = aria["aria-describedby"];

  const editor = useEditor({
    extensions: richTextExtensions,
    // The console is a client-only island: no server render to match.
    immediatelyRender: true,
    // TipTap's own <style> element would break the CSP (styles are hash-only); the classes below cover it.
    injectCSS: false,
    content: sourceOnly ? "" : value,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: current }) => {
      emitted.current = contentOf(current);
      onChange(emitted.current);
    },
    onBlur: () => onBlur?.(),
  });

  useEffect(() => {
    if (value === emitted.current || source) return;
    if (!fitsVisualEditor(value)) return setSource(true);
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value, source]);

  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: {
          role: "textbox",
          "aria-multiline": "true",
          "aria-labelledby": labelId,
          ...(source ? {} : { id }),
          ...(describedBy ? { "aria-describedby": describedBy } : {}),
          ...(error ? { "aria-invalid": "true" } : {}),
          ...(required ? { "aria-required": "true" } : {}),
          class: `${richTextClass} relative min-h-64 max-w-none px-3 py-2 [overflow-wrap:anywhere] whitespace-break-spaces focus:outline-none`,
        },
      },
    });
  }, [editor, id, labelId, source, error, required, describedBy]);

  const toggleSource = () => {
    // Back from the source: the editor takes the HTML as it understands it, and the form follows.
    if (source) {
      editor.commands.setContent(value, { emitUpdate: false });
      emitted.current = contentOf(editor);
      if (emitted.current !== value) onChange(emitted.current);
    }
    setSource(!source);
  };

  /** Radix would return the focus to what had it before the dialog; the text is where it belongs. */
  const refocus = (event: Event) => {
    event.preventDefault();
    editor.commands.focus();
  };

  const applyLink = (href: string) => {
    setLinkHref(undefined);
    const chain = editor.chain().extendMarkRange("link");
    if (editor.state.selection.empty && !editor.isActive("link")) {
      chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
    } else {
      // The caret goes after the link, as in any word processor: a key pressed next cannot replace it.
      chain
        .setLink({ href })
        .command(({ tr }) => {
          tr.setSelection(TextSelection.create(tr.doc, tr.selection.to));
          return true;
        })
        .run();
    }
  };

  return (
    <div>
      <label
        id={labelId}
        htmlFor={source ? id : undefined}
        className={labelClass}
        onClick={() => !source && editor.commands.focus()}
      >
        {label}
        {required && (
          <span className="ml-0.5 text-red-800" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div
        className={`overflow-hidden rounded-md border bg-white ${error ? "border-red-700" : "border-slate-mid"} focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-copper-dark`}
      >
        <EditorToolbar
          editor={editor}
          source={source}
          sourceOnly={sourceOnly}
          onToggleSource={toggleSource}
          onLink={() => setLinkHref(String(editor.getAttributes("link").href ?? ""))}
          onImage={() => setChoosingImage(true)}
        />
        <div hidden={source}>
          <EditorContent editor={editor} />
        </div>
        {source && (
          <textarea
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            rows={16}
            maxLength={maxLength}
            className={`${controlClass} min-h-64 rounded-none border-0 font-mono text-sm shadow-none`}
            {...aria}
          />
        )}
      </div>
      {sourceOnly && <p className="mt-1 text-sm text-slate-mid">{editorStrings.sourceOnlyHint}</p>}
      <FieldMessages id={id} error={error} hint={hint} />
      <LinkDialog
        href={linkHref}
        onApply={applyLink}
        onRemove={() => {
          setLinkHref(undefined);
          editor.chain().extendMarkRange("link").unsetLink().run();
        }}
        onClose={() => setLinkHref(undefined)}
        onCloseAutoFocus={refocus}
      />
      <MediaLibraryDialog
        open={choosingImage}
        onOpenChange={setChoosingImage}
        onChoose={(photo) => editor.chain().setImage({ src: photo.src, alt: photo.alt }).run()}
        onCloseAutoFocus={refocus}
      />
    </div>
  );
}
