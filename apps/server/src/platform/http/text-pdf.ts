import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

// A document of lines (an invoice, a statement) as an A4 PDF: pdf-lib with its standard fonts,
// so nothing is loaded from disk. Lines wrap at the margin, a word wider than the line is cut,
// and a text longer than a page goes on to the next: what an operator types (instructions, a
// package name) never runs off the paper.

export interface TextPdfWriter {
  line(text: string, opts?: { bold?: boolean; size?: number; gap?: number }): void;
  /** Vertical space, in points. */
  space(points: number): void;
}

const A4: [number, number] = [595, 842];
const MARGIN = 50;
const WIDTH = A4[0] - 2 * MARGIN;
const COLOUR = rgb(0.1, 0.1, 0.1);

/** The standard fonts speak WinAnsi: anything else would throw, so it is replaced. */
const printable = (s: string) => s.replace(/[^\x20-\x7e\xa0-\xff\n]/g, '?');

export async function textPdf(meta: { title: string; producer: string }, write: (w: TextPdfWriter) => void) {
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setProducer(meta.producer);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  write({
    line(text, opts = {}) {
      const size = opts.size ?? 11;
      const font = opts.bold ? bold : regular;
      for (const part of wrap(printable(text), font, size)) {
        if (y < MARGIN) {
          page = doc.addPage(A4);
          y = A4[1] - MARGIN;
        }
        page.drawText(part, { x: MARGIN, y, size, font, color: COLOUR });
        y -= size + 5;
      }
      y -= opts.gap ?? 0;
    },
    space(points) {
      y -= points;
    },
  });
  return Buffer.from(await doc.save());
}

/** The text in lines that fit the width: broken between words, and inside a word only when it alone is wider. */
function wrap(text: string, font: PDFFont, size: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= WIDTH;
  const out: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const next = current ? `${current} ${word}` : word;
    if (fits(next)) {
      current = next;
      continue;
    }
    if (current) out.push(current);
    current = word;
    while (!fits(current)) {
      // The longest start of the word that fits, found by halving (at least one character).
      let [lo, hi] = [1, current.length - 1];
      while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (fits(current.slice(0, mid))) lo = mid;
        else hi = mid - 1;
      }
      out.push(current.slice(0, lo));
      current = current.slice(lo);
    }
  }
  out.push(current);
  return out;
}
