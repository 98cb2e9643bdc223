/**
 * The text of a PDF as a reader would copy it: each page's content streams are inflated, every
 * `Tj` string's glyph ids are mapped back to characters through its font's ToUnicode CMap (what
 * PDF readers use for copy and search), pieces drawn on one baseline are joined, baselines are
 * separate lines. Enough for the PDFs pdf-lib writes (hex strings of 2-byte glyph ids).
 */
import { inflateSync } from "node:zlib";
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFObject } from "pdf-lib";

const bytesOf = (stream: PDFRawStream) => {
  const filter = stream.dict.get(PDFName.of("Filter"));
  return filter === PDFName.of("FlateDecode") ? inflateSync(stream.contents) : Buffer.from(stream.contents);
};

function toUnicodeMap(doc: PDFDocument, font: PDFDict): Map<string, string> {
  const map = new Map<string, string>();
  const stream = doc.context.lookup(font.get(PDFName.of("ToUnicode")));
  if (!(stream instanceof PDFRawStream)) return map;
  const cmap = bytesOf(stream).toString("latin1");
  for (const [, glyph, unicode] of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
    const units = unicode!.match(/.{4}/g)!.map((hex) => parseInt(hex, 16));
    map.set(glyph!.toUpperCase(), String.fromCharCode(...units));
  }
  return map;
}

function streamsOf(doc: PDFDocument, contents: PDFObject | undefined): PDFRawStream[] {
  const resolved = contents instanceof PDFRef ? doc.context.lookup(contents) : contents;
  if (resolved instanceof PDFArray) return resolved.asArray().flatMap((entry) => streamsOf(doc, entry));
  return resolved instanceof PDFRawStream ? [resolved] : [];
}

export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const fontDict = page.node.Resources()?.lookup(PDFName.of("Font"), PDFDict);
    const maps = new Map<string, Map<string, string>>();
    for (const [name, ref] of fontDict?.entries() ?? []) {
      maps.set(name.decodeText(), toUnicodeMap(doc, doc.context.lookup(ref, PDFDict)));
    }
    const lines: { y: string; text: string }[] = [];
    let font = new Map<string, string>();
    let y = "";
    const source = streamsOf(doc, page.node.get(PDFName.of("Contents")))
      .map((stream) => bytesOf(stream).toString("latin1"))
      .join("\n");
    for (const match of source.matchAll(
      /\/(\S+) [\d.]+ Tf|[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ ([\d.-]+) Tm|<([0-9A-Fa-f]*)> Tj/g,
    )) {
      if (match[1]) font = maps.get(match[1]) ?? new Map();
      else if (match[2]) y = match[2];
      else {
        const text = (match[3]!.toUpperCase().match(/.{4}/g) ?? [])
          .map((glyph) => font.get(glyph) ?? "\uFFFD")
          .join("");
        const last = lines.at(-1);
        if (last && last.y === y) last.text += text;
        else lines.push({ y, text });
      }
    }
    return lines.map((line) => line.text).join("\n");
  });
}
