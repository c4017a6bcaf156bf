import { type BrandSlug, brands, legalStatement } from '@portal/domain/access';
import PDFDocument from 'pdfkit';
import { brandColours, drawBrandMark } from './brand-mark.ts';
import { drawTable, type PdfTable } from './pdf-table.ts';

export type PdfOptions = {
  brand: BrandSlug;
  /** The document's title: in its properties and at the top right of every page. */
  title: string;
};

/** A few building blocks, written top to bottom; pages break by themselves, each with the header and footer. */
export type PdfBuilder = {
  heading: (text: string) => PdfBuilder;
  paragraph: (text: string) => PdfBuilder;
  /** Label and value pairs, e.g. invoice number and dates. */
  keyValues: (rows: ReadonlyArray<readonly [string, string]>) => PdfBuilder;
  table: (table: PdfTable) => PdfBuilder;
  /** The finished PDF. */
  finish: () => Promise<Buffer>;
};

export const PAGE = { margin: 50, top: 110, bottom: 100 } as const;
const GREY = '#555555';

const drawHeader = (doc: PDFKit.PDFDocument, options: PdfOptions) => {
  const { accent, ink } = brandColours[options.brand];
  drawBrandMark(doc, options.brand, PAGE.margin, 36);
  const right = doc.page.width - PAGE.margin;
  doc.font('Helvetica-Bold').fontSize(11).fillColor(ink);
  doc.text(options.title, PAGE.margin + 200, 42, { width: right - PAGE.margin - 200, align: 'right' });
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  doc.text(brands[options.brand].name, PAGE.margin + 200, 58, { width: right - PAGE.margin - 200, align: 'right' });
  doc.moveTo(PAGE.margin, 88).lineTo(right, 88).lineWidth(2).stroke(accent);
  doc.fillColor('#000000').font('Helvetica').fontSize(10);
  doc.x = PAGE.margin;
  doc.y = PAGE.top;
};

/** The legal statement and "Page n of m" on every page, drawn once all pages exist. */
const drawFooters = (doc: PDFKit.PDFDocument, brand: BrandSlug) => {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    // Writing inside the bottom margin would otherwise start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const width = doc.page.width - 2 * PAGE.margin;
    const top = doc.page.height - PAGE.bottom + 20;
    doc
      .moveTo(PAGE.margin, top - 8)
      .lineTo(PAGE.margin + width, top - 8)
      .lineWidth(0.5)
      .stroke('#CCCCCC');
    doc.font('Helvetica').fontSize(7).fillColor(GREY).text(legalStatement(brand), PAGE.margin, top, { width });
    doc.text(`Page ${index - range.start + 1} of ${range.count}`, PAGE.margin, doc.page.height - 32, {
      width,
      align: 'right',
    });
    doc.page.margins.bottom = bottom;
  }
};

/**
 * The PDF writer (invoices, documents): A4 with the brand's header, the legal footer and page numbers. Text uses
 * the built-in Helvetica (nothing to embed); money and dates arrive already formatted (£0.00, dd/MM/yyyy).
 */
export const createPdf = (options: PdfOptions): PdfBuilder => {
  const doc = new PDFDocument({
    size: 'A4',
    bufferPages: true,
    margins: { top: PAGE.top, bottom: PAGE.bottom, left: PAGE.margin, right: PAGE.margin },
    info: { Title: options.title, Author: brands[options.brand].name, Creator: brands[options.brand].productName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.on('pageAdded', () => drawHeader(doc, options));
  drawHeader(doc, options);
  const width = () => doc.page.width - 2 * PAGE.margin;

  const builder: PdfBuilder = {
    heading: (text) => {
      doc.moveDown(0.6).font('Helvetica-Bold').fontSize(15).fillColor(brandColours[options.brand].ink);
      doc.text(text, PAGE.margin, doc.y, { width: width() }).moveDown(0.4);
      doc.font('Helvetica').fontSize(10).fillColor('#000000');
      return builder;
    },
    paragraph: (text) => {
      doc.font('Helvetica').fontSize(10).fillColor('#000000').text(text, PAGE.margin, doc.y, { width: width() });
      doc.moveDown(0.6);
      return builder;
    },
    keyValues: (rows) => {
      for (const [label, value] of rows) {
        const y = doc.y;
        doc.font('Helvetica-Bold').fontSize(10).text(label, PAGE.margin, y, { width: 150 });
        const labelEnd = doc.y;
        doc.font('Helvetica').text(value, PAGE.margin + 160, y, { width: width() - 160 });
        doc.y = Math.max(doc.y, labelEnd) + 2;
      }
      doc.moveDown(0.6);
      return builder;
    },
    table: (table) => {
      drawTable(doc, table, { left: PAGE.margin, width: width(), accent: brandColours[options.brand].accent });
      doc.moveDown(0.8);
      return builder;
    },
    finish: () => {
      drawFooters(doc, options.brand);
      doc.end();
      return done;
    },
  };
  return builder;
};
