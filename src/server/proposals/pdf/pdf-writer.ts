/**
 * A small flowing-text layout over pdf-lib (issue 34 item 11): paragraphs that wrap to a width,
 * table rows whose cells wrap, new pages as the text runs down, and a footer on every page once
 * the page count is known. Each face is a chain of embedded fonts (Latin, then Latin Extended):
 * a run of text stays in one font while that font has its glyphs, and a character no font has is
 * drawn as "?" rather than as an empty box.
 */
import type { PDFDocument, PDFFont, PDFPage, RGB } from "pdf-lib";

/** pdf-lib's `rgb()` without importing its value side here: every pdf-lib import stays dynamic. */
const rgb = (red: number, green: number, blue: number): RGB => ({ type: "RGB" as RGB["type"], red, green, blue });

/**
 * Lets other work on this process run (fontkit lays text out synchronously: a few seconds of
 * drawing on a loaded machine would otherwise hold every other request's database replies).
 */
export const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

export const PAGE = { width: 612, height: 792, margin: 54 } as const;
export const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin;
const FOOTER_SPACE = 36;
export const SLATE = rgb(0x1f / 255, 0x29 / 255, 0x33 / 255);
export const MUTED = rgb(0x52 / 255, 0x60 / 255, 0x6d / 255);
export const COPPER = rgb(0x8a / 255, 0x4f / 255, 0x1d / 255);

/**
 * A face: fonts tried in order for each character. Widths are summed from each character's
 * advance, kept per font (pdf-lib lays the whole string out on every call: about a millisecond
 * each, thousands of calls while wrapping); a ligature is only narrower, so a line never overflows.
 */
export class Face {
  private readonly sets: Set<number>[];
  private readonly advances = new Map<PDFFont, Map<string, number>>();
  constructor(readonly fonts: PDFFont[]) {
    this.sets = fonts.map((font) => new Set(font.getCharacterSet()));
  }

  private advance(font: PDFFont, char: string): number {
    let known = this.advances.get(font);
    if (!known) this.advances.set(font, (known = new Map()));
    let width = known.get(char);
    if (width === undefined) known.set(char, (width = font.widthOfTextAtSize(char, 1)));
    return width;
  }

  /** The text split into runs, each drawable in one font. */
  runs(text: string): { text: string; font: PDFFont }[] {
    const runs: { text: string; fontIndex: number }[] = [];
    for (const char of text) {
      const code = char.codePointAt(0)!;
      const last = runs.at(-1);
      if (last && this.sets[last.fontIndex]!.has(code)) {
        last.text += char;
        continue;
      }
      const found = this.sets.findIndex((set) => set.has(code));
      const [drawn, fontIndex] = found === -1 ? ["?", last?.fontIndex ?? 0] : [char, found];
      if (last && last.fontIndex === fontIndex) last.text += drawn;
      else runs.push({ text: drawn, fontIndex });
    }
    return runs.map((run) => ({ text: run.text, font: this.fonts[run.fontIndex]! }));
  }

  width(text: string, size: number): number {
    let width = 0;
    for (const run of this.runs(text)) for (const char of run.text) width += this.advance(run.font, char);
    return width * size;
  }
}

export interface TextStyle {
  face: Face;
  size: number;
  color?: RGB;
}

/** Control characters (a pasted tab, a stray escape) become spaces; line breaks are kept. */
const printable = (text: string) =>
  [...text].map((char) => (char !== "\n" && /\p{Cc}/u.test(char) ? " " : char)).join("");

/** Lines of at most `width` points: words wrap, a word longer than the line breaks where it must. */
export function wrap(text: string, style: TextStyle, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of printable(text).split("\n")) {
    let line = "";
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (style.face.width(candidate, style.size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = "";
      for (const char of word) {
        if (line && style.face.width(line + char, style.size) > width) {
          lines.push(line);
          line = "";
        }
        line += char;
      }
    }
    lines.push(line);
  }
  return lines;
}

export interface Cell {
  text: string;
  x: number;
  width: number;
  align?: "left" | "right";
  style: TextStyle;
}

export class PdfWriter {
  private page!: PDFPage;
  y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly footer: (pageNumber: number, pageCount: number) => string,
    private readonly footerStyle: TextStyle,
  ) {
    this.newPage();
  }

  private newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Room for `height` points on this page, or a new page. */
  ensure(height: number) {
    if (this.y - height < PAGE.margin + FOOTER_SPACE) this.newPage();
  }

  gap(points: number) {
    this.y -= points;
  }

  draw(text: string, x: number, y: number, style: TextStyle, page = this.page) {
    let left = x;
    for (const run of style.face.runs(text)) {
      page.drawText(run.text, { x: left, y, font: run.font, size: style.size, color: style.color ?? SLATE });
      left += style.face.width(run.text, style.size);
    }
  }

  /** One row of cells, each wrapped to its width; the row moves to a new page whole when it can. */
  row(cells: Cell[], leading = 1.35) {
    const wrapped = cells.map((cell) => wrap(cell.text, cell.style, cell.width));
    const lineHeight = Math.max(...cells.map((cell) => cell.style.size)) * leading;
    const lines = Math.max(...wrapped.map((cellLines) => cellLines.length));
    if (lines * lineHeight <= PAGE.height / 2) this.ensure(lines * lineHeight);
    for (let index = 0; index < lines; index++) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      cells.forEach((cell, column) => {
        const text = wrapped[column]![index];
        if (!text) return;
        const x = cell.align === "right" ? cell.x + cell.width - cell.style.face.width(text, cell.style.size) : cell.x;
        this.draw(text, x, this.y, cell.style);
      });
    }
  }

  /** A paragraph across the text column. */
  paragraph(text: string, style: TextStyle, after = 6) {
    if (!text.trim()) return;
    this.row([{ text: text.trim(), x: PAGE.margin, width: TEXT_WIDTH, style }]);
    this.gap(after);
  }

  rule(color = MUTED) {
    this.ensure(8);
    this.gap(4);
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.5,
      color,
    });
    this.gap(4);
  }

  /** Draws every page's footer; call once, after the last line. */
  finish() {
    const pages = this.doc.getPages();
    pages.forEach((page, index) =>
      this.draw(this.footer(index + 1, pages.length), PAGE.margin, PAGE.margin - 8, this.footerStyle, page),
    );
  }
}
