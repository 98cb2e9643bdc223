/**
 * The editor's toolbar: a labelled group of plain buttons in reading order (Tab reaches each),
 * each named in words and, where it toggles, saying whether it is on (aria-pressed). Headings offer only the levels the
 * outline allows at the cursor: h2, or one level deeper than the heading before it.
 */
import { useEditorState, type Editor } from "@tiptap/react";
import type { ReactNode } from "react";
import { EDITOR_HEADING_LEVELS } from "../../../shared/rich-text-policy";
import { editorStrings } from "../../../shared/strings/editor";
import { focusRing } from "../../ui/Button";
import { Icon } from "../../ui/Icon";

const text = editorStrings;

/** The level of the last heading before the cursor (1 when there is none). */
function headingBefore(editor: Editor): number {
  const { $from } = editor.state.selection;
  const blockStart = $from.depth > 0 ? $from.before(1) : $from.pos;
  let level = 1;
  editor.state.doc.nodesBetween(0, blockStart, (node, position) => {
    if (node.type.name === "heading" && position < blockStart) level = Number(node.attrs.level);
    return node.type.name !== "heading";
  });
  return level;
}

function ToolButton(props: {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const { label, pressed, disabled, onClick, children } = props;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={disabled}
      // A pointer press keeps the focus (and the selection) in the text: the command acts on it and
      // typing goes on at once. From the keyboard the button takes the focus and hands it back.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={`min-h-9 min-w-9 rounded px-2 text-sm font-semibold text-slate-deep hover:bg-slate-mist disabled:opacity-50 aria-pressed:bg-slate-ink aria-pressed:text-white ${focusRing}`}
    >
      {/* The glyph is what the eye reads; the name is what a screen reader or voice control uses. */}
      <span aria-hidden="true">{children}</span>
      <span className="sr-only">{label}</span>
    </button>
  );
}

type Chain = ReturnType<Editor["chain"]>;

/** Marks and blocks that switch on and off where the cursor is, with the command that does it. */
const TOGGLES = [
  { name: "bold", label: text.bold, icon: <b>B</b>, toggle: (chain: Chain) => chain.toggleBold() },
  {
    name: "italic",
    label: text.italic,
    icon: <i className="font-serif">I</i>,
    toggle: (chain: Chain) => chain.toggleItalic(),
  },
  {
    name: "bulletList",
    label: text.bulletList,
    icon: <Icon name="bulletList" />,
    toggle: (chain: Chain) => chain.toggleBulletList(),
  },
  {
    name: "orderedList",
    label: text.orderedList,
    icon: <Icon name="orderedList" />,
    toggle: (chain: Chain) => chain.toggleOrderedList(),
  },
  {
    name: "blockquote",
    label: text.blockquote,
    icon: text.blockquote,
    toggle: (chain: Chain) => chain.toggleBlockquote(),
  },
] as const;

interface Props {
  editor: Editor;
  source: boolean;
  /** Only the source view can show this body without losing markup. */
  sourceOnly: boolean;
  onToggleSource: () => void;
  onLink: () => void;
  onImage: () => void;
}

export function EditorToolbar({ editor, source, sourceOnly, onToggleSource, onLink, onImage }: Props) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      maxHeading: headingBefore(current) + 1,
      heading: EDITOR_HEADING_LEVELS.find((level) => current.isActive("heading", { level })),
      link: current.isActive("link"),
      ...(Object.fromEntries(TOGGLES.map(({ name }) => [name, current.isActive(name)])) as Record<
        (typeof TOGGLES)[number]["name"],
        boolean
      >),
    }),
  });
  const off = source;

  return (
    <div
      role="group"
      aria-label={text.toolbarLabel}
      className="flex flex-wrap items-center gap-1 border-b border-slate-line bg-slate-mist/60 p-1.5"
    >
      {EDITOR_HEADING_LEVELS.map((level) => (
        <ToolButton
          key={level}
          label={text.heading(level)}
          pressed={state.heading === level}
          disabled={off || (level > state.maxHeading && state.heading !== level)}
          onClick={() => editor.chain().focus().toggleHeading({ level }).run()}
        >
          {text.headingShort(level)}
        </ToolButton>
      ))}
      <span className="mx-1 h-6 w-px bg-slate-line" aria-hidden="true" />
      {TOGGLES.map(({ name, label, icon, toggle }) => (
        <ToolButton
          key={name}
          label={label}
          pressed={state[name]}
          disabled={off}
          onClick={() => toggle(editor.chain().focus()).run()}
        >
          {icon}
        </ToolButton>
      ))}
      <ToolButton label={text.link} pressed={state.link} disabled={off} onClick={onLink}>
        {text.link}
      </ToolButton>
      <ToolButton label={text.image} disabled={off} onClick={onImage}>
        {text.image}
      </ToolButton>
      <span className="ml-auto" />
      <button
        type="button"
        aria-pressed={source}
        disabled={sourceOnly}
        onClick={onToggleSource}
        className={`min-h-9 rounded border border-slate-mid bg-white px-3 text-sm font-semibold text-slate-ink hover:bg-slate-mist disabled:opacity-60 aria-pressed:bg-slate-ink aria-pressed:text-white ${focusRing}`}
      >
        {text.source}
      </button>
    </div>
  );
}
