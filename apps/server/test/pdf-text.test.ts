import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { pdfPages, pdfText } from './pdf-text.ts';

/** A PDF whose text is drawn out of reading order: bottom line first, right column before left. */
const scrambled = () =>
  new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica').fontSize(10);
    doc.text('last line', 50, 300);
    doc.text('£12.50', 400, 100);
    doc.text('Lesson fee', 50, 100);
    doc.text('first line', 50, 60);
    doc.addPage();
    doc.addPage().text('page three', 50, 60);
    doc.end();
  });

describe('reading a PDF back', () => {
  it('reads every page in order, lines top to bottom and a line left to right', async () => {
    const pdf = await scrambled();
    const pages = await pdfPages(pdf);
    expect(pages).toEqual(['first line\nLesson fee £12.50\nlast line', '', 'page three']);
    expect(await pdfText(pdf)).toBe('first line Lesson fee £12.50 last line page three');
  });

  it('leaves the bytes it was given as they were', async () => {
    const pdf = await scrambled();
    const copy = Buffer.from(pdf);
    await pdfPages(pdf);
    expect(pdf.equals(copy)).toBe(true);
  });
});
