// Documents as PDF (receipts, takings) in English and Arabic. pdfkit draws text through fontkit,
// which shapes Arabic (joined letter forms) and turns each Arabic run right to left, but lays the
// runs of a line out in the order they are written: a line is therefore put in display order here
// by the Unicode bidirectional algorithm (bidi-js) and drawn run by run. The font is Amiri
// (@fontsource/amiri, SIL Open Font License), whose Arabic letters read back as the letters written.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import bidiFactory from 'bidi-js';
import PDFDocument from 'pdfkit';

const localRequire = createRequire(__filename);
const bidi = bidiFactory();

type Subset = 'arabic' | 'latin' | 'latin-ext';
const SUBSETS: readonly Subset[] = ['arabic', 'latin', 'latin-ext'];

/** The code point ranges of each of Amiri's files, as the package lists them. */
const RANGES: Record<Subset, [number, number][]> = (() => {
  const listed = localRequire('@fontsource/amiri/unicode.json') as Record<Subset, string>;
  const ranges = {} as Record<Subset, [number, number][]>;
  for (const subset of SUBSETS) {
    ranges[subset] = listed[subset].split(',').map((range) => {
      const [from, to] = range.replace('U+', '').split('-');
      return [parseInt(from!, 16), parseInt(to ?? from!, 16)];
    });
  }
  return ranges;
})();

function subsetOf(codePoint: number): Subset {
  for (const subset of SUBSETS)
    if (RANGES[subset].some(([from, to]) => codePoint >= from && codePoint <= to)) return subset;
  return 'latin';
}

/**
 * A WOFF font as the plain TrueType file it wraps. fontkit inflates a WOFF table again at each
 * read, so every glyph of a subset would unpack the whole glyph table; the plain file is made
 * once and kept.
 */
function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF font');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const head = Buffer.alloc(12 + 16 * count);
  head.writeUInt32BE(woff.readUInt32BE(4), 0);
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(power * 16, 6);
  head.writeUInt16BE(Math.log2(power), 8);
  head.writeUInt16BE(count * 16 - power * 16, 10);
  const bodies: Buffer[] = [];
  let offset = head.length;
  tables.forEach((table, i) => {
    table.tag.copy(head, 12 + i * 16);
    head.writeUInt32BE(table.checksum, 12 + i * 16 + 4);
    head.writeUInt32BE(offset, 12 + i * 16 + 8);
    head.writeUInt32BE(table.data.length, 12 + i * 16 + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([head, ...bodies]);
}

const fonts = new Map<string, Buffer>();

/** Amiri's file of `subset` and `weight`, unwrapped on first use. */
function fontFile(subset: Subset, weight: 400 | 700): Buffer {
  const name = `${subset}-${weight}`;
  let font = fonts.get(name);
  if (!font) {
    const file = localRequire.resolve(`@fontsource/amiri/files/amiri-${name}-normal.woff`);
    font = woffToSfnt(readFileSync(file));
    fonts.set(name, font);
  }
  return font;
}

/** Marks that only steer the order of a line: they are read, not drawn. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const ARABIC_LETTER = /[\u0600-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u;

type Direction = 'ltr' | 'rtl';

interface Run {
  text: string;
  font: string;
}

/**
 * The runs of one line in the order they are drawn, left to right. A right-to-left run of Arabic
 * letters keeps its written order (fontkit turns it); any other right-to-left run (spaces,
 * brackets between Arabic words) is turned here, its brackets mirrored.
 */
function displayRuns(line: string, direction: Direction, bold = false): Run[] {
  const embedding = bidi.getEmbeddingLevels(line, direction);
  const order = bidi.getReorderedIndices(line, embedding);
  const spans: { level: number; subset: Subset; arabic: boolean; from: number; to: number }[] = [];
  for (const index of order) {
    const char = line[index]!;
    if (BIDI_CONTROLS.test(char)) continue;
    const level = embedding.levels[index]!;
    const arabic = ARABIC_LETTER.test(char);
    const subset = subsetOf(char.codePointAt(0)!);
    const last = spans.at(-1);
    const rtl = level % 2 === 1;
    if (
      last &&
      last.level === level &&
      last.arabic === arabic &&
      last.subset === subset &&
      (rtl ? index === last.from - 1 : index === last.to + 1)
    ) {
      if (rtl) last.from = index;
      else last.to = index;
    } else spans.push({ level, subset, arabic, from: index, to: index });
  }
  return spans.map((span) => {
    const written = line.slice(span.from, span.to + 1);
    const text =
      span.level % 2 === 1 && !span.arabic
        ? [...written]
            .reverse()
            .map((char) => bidi.getMirroredCharacter(char) ?? char)
            .join('')
        : written;
    return { text, font: `${span.subset}-${bold ? 700 : 400}` };
  });
}

interface TextStyle {
  size?: number;
  bold?: boolean;
  /** Grey, for labels. */
  muted?: boolean;
  /** Where the line starts: the reading side unless said. */
  align?: 'start' | 'end' | 'center';
}

/**
 * A document of A4 pages written top to bottom in one direction: lines of text that wrap at the
 * margins, label/value rows and rules. `toBuffer` ends it.
 */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;
  private y: number;
  readonly margin = 56;

  constructor(
    readonly direction: Direction,
    info: { title: string; author: string },
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: this.margin,
      info: { Title: info.title, Author: info.author },
      lang: direction === 'rtl' ? 'ar' : 'en',
      displayTitle: true,
    });
    for (const subset of SUBSETS)
      for (const weight of [400, 700] as const)
        this.doc.registerFont(`${subset}-${weight}`, fontFile(subset, weight));
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    this.y = this.margin;
  }

  private get width(): number {
    return this.doc.page.width - 2 * this.margin;
  }

  private measure(runs: Run[], size: number): number {
    let width = 0;
    for (const run of runs) width += this.doc.font(run.font).fontSize(size).widthOfString(run.text);
    return width;
  }

  /** Words of `text` gathered into lines no wider than `width`, in written order. */
  private wrap(text: string, width: number, size: number, bold: boolean): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && this.measure(displayRuns(candidate, this.direction, bold), size) > width) {
        lines.push(current);
        current = word;
      } else current = candidate;
    }
    if (current) lines.push(current);
    return lines;
  }

  private newPageIfFull(height: number): void {
    if (this.y + height > this.doc.page.height - this.margin) {
      this.doc.addPage();
      this.y = this.margin;
    }
  }

  /** Draws one line of text at `left`..`left + width` without wrapping. */
  private drawLine(text: string, left: number, width: number, style: TextStyle): void {
    const size = style.size ?? 11;
    const runs = displayRuns(text, this.direction, style.bold);
    const textWidth = this.measure(runs, size);
    const align = style.align ?? 'start';
    const fromLeft = (align === 'start') === (this.direction === 'ltr');
    let x =
      align === 'center'
        ? left + (width - textWidth) / 2
        : fromLeft
          ? left
          : left + width - textWidth;
    this.doc.fillColor(style.muted ? '#555555' : '#000000');
    for (const run of runs) {
      this.doc.font(run.font).fontSize(size);
      this.doc.text(run.text, x, this.y, { lineBreak: false });
      x += this.doc.widthOfString(run.text);
    }
  }

  private lineHeight(size: number): number {
    return size * 1.6;
  }

  /** A paragraph across the page, wrapped at the margins. */
  text(text: string, style: TextStyle = {}): this {
    const size = style.size ?? 11;
    for (const line of this.wrap(text, this.width, size, style.bold ?? false)) {
      this.newPageIfFull(this.lineHeight(size));
      this.drawLine(line, this.margin, this.width, style);
      this.y += this.lineHeight(size);
    }
    return this;
  }

  /** A label on the reading side and its value beside it, the value wrapped in its column. */
  field(label: string, value: string, style: TextStyle = {}): this {
    const size = style.size ?? 11;
    const labelWidth = this.width * 0.32;
    const valueWidth = this.width - labelWidth;
    const lines = this.wrap(value, valueWidth, size, style.bold ?? false);
    this.newPageIfFull(this.lineHeight(size) * Math.max(1, lines.length));
    const ltr = this.direction === 'ltr';
    const labelLeft = ltr ? this.margin : this.margin + valueWidth;
    const valueLeft = ltr ? this.margin + labelWidth : this.margin;
    this.drawLine(label, labelLeft, labelWidth, { size, muted: true });
    for (const line of lines.length ? lines : ['']) {
      this.drawLine(line, valueLeft, valueWidth, style);
      this.y += this.lineHeight(size);
    }
    return this;
  }

  /** Cells across the page in reading order, each given its share of the width. */
  row(cells: { text: string; share: number; align?: 'start' | 'end' }[], style: TextStyle = {}) {
    const size = style.size ?? 10;
    this.newPageIfFull(this.lineHeight(size));
    const total = cells.reduce((sum, cell) => sum + cell.share, 0);
    let offset = 0;
    for (const cell of cells) {
      const width = (this.width * cell.share) / total;
      const left =
        this.direction === 'ltr'
          ? this.margin + offset
          : this.doc.page.width - this.margin - offset - width;
      this.drawLine(cell.text, left, width, { ...style, size, align: cell.align ?? 'start' });
      offset += width;
    }
    this.y += this.lineHeight(size);
    return this;
  }

  rule(): this {
    this.newPageIfFull(12);
    this.y += 4;
    this.doc
      .moveTo(this.margin, this.y)
      .lineTo(this.doc.page.width - this.margin, this.y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    this.y += 8;
    return this;
  }

  gap(points = 10): this {
    this.y += points;
    return this;
  }

  toBuffer(): Promise<Buffer> {
    this.doc.end();
    return this.done;
  }
}
