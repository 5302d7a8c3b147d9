import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { textPdf } from './text-pdf.js';

/** Each page's drawn lines, read back from the file's content streams (pdf-lib writes text as hex strings). */
async function linesOf(pdf: Buffer): Promise<string[][]> {
  const doc = await PDFDocument.load(pdf);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    const text = streams
      .map((s) => (s instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(s).decode()).toString('latin1') : ''))
      .join('\n');
    return [...text.matchAll(/<([0-9A-F]*)> Tj/g)].map((m) => Buffer.from(m[1] ?? '', 'hex').toString('latin1'));
  });
}

const width = async () => {
  const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
  return (s: string) => font.widthOfTextAtSize(s, 11);
};

describe('textPdf', () => {
  it('keeps a short document on one page, each line as written', async () => {
    const pdf = await textPdf({ title: 'T', producer: 'P' }, ({ line }) => {
      line('Deposit invoice D-000001', { bold: true, size: 14 });
      line('Amount: 100.00 USD');
    });
    expect(await linesOf(pdf)).toEqual([['Deposit invoice D-000001', 'Amount: 100.00 USD']]);
  });

  it('wraps a long paragraph between words, inside the margins, and goes on to a second page', async () => {
    const words = Array.from({ length: 900 }, (_, i) => `word${i}`);
    const pdf = await textPdf({ title: 'T', producer: 'P' }, ({ line }) => line(words.join(' ')));
    const pages = await linesOf(pdf);
    expect(pages.length).toBe(2);
    const lines = pages.flat();
    expect(lines.join(' ')).toBe(words.join(' '));
    const w = await width();
    for (const l of lines) expect(w(l)).toBeLessThanOrEqual(495);
  });

  it('cuts a word wider than the line, losing no character, and replaces what the font cannot write', async () => {
    const long = 'x'.repeat(5_000);
    const pdf = await textPdf({ title: 'T', producer: 'P' }, ({ line }) => {
      line(long);
      line('Ключ 🔑 key');
    });
    const lines = (await linesOf(pdf)).flat();
    expect(lines.length).toBeGreaterThan(40);
    expect(lines.slice(0, -1).join('')).toBe(long);
    const w = await width();
    for (const l of lines) expect(w(l)).toBeLessThanOrEqual(495);
    expect(lines.at(-1)).toBe('???? ?? key');
  });
});
