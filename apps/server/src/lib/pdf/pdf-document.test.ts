import { type BrandSlug, legalStatement } from '@portal/domain/access';
import { describe, expect, it } from 'vitest';
import { pdfPages, squashSpace as squash } from '../../../test/pdf-text.ts';
import { createPdf } from './pdf-document.ts';

const invoice = (brand: BrandSlug, lines: number) =>
  createPdf({ brand, title: 'Invoice INV-000123' })
    .heading('Invoice')
    .keyValues([
      ['Invoice number', 'INV-000123'],
      ['Invoice date', '06/04/2026'],
      ['Status', 'Paid'],
    ])
    .table({
      columns: [{ header: 'Description', width: 3 }, { header: 'Date' }, { header: 'Amount', align: 'right' }],
      rows: Array.from({ length: lines }, (_, i) => [`Weekly franchise fee, week ${i + 1}`, '06/04/2026', '£150.00']),
      totals: [
        ['Net', `£${(125 * lines).toFixed(2)}`],
        ['VAT at 20%', `£${(25 * lines).toFixed(2)}`],
        ['Total', `£${(150 * lines).toFixed(2)}`],
      ],
    })
    .paragraph('Thank you for your payment.')
    .finish();

describe('PDF writer', () => {
  it('writes a PDF whose text reads back: header, key values, table, totals and the legal footer', async () => {
    const pdf = await invoice('aa', 3);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfPages(pdf);
    expect(pages).toHaveLength(1);
    const text = squash(pages[0]!);
    expect(text).toContain('Invoice INV-000123');
    expect(text).toContain('AA Driving School');
    expect(text).toMatch(/Invoice number INV-000123/);
    expect(text).toMatch(/Weekly franchise fee, week 3 06\/04\/2026 £150\.00/);
    expect(text).toMatch(/VAT at 20% £75\.00 Total £450\.00/);
    expect(text).toContain(squash(legalStatement('aa')));
    expect(text).toContain('Page 1 of 1');
  });

  it('breaks long tables over pages, each with the header, the column headings, the footer and its number', async () => {
    const pages = await pdfPages(await invoice('bsm', 60));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      const text = squash(page);
      expect(text).toContain('Invoice INV-000123');
      expect(text).toMatch(/Description Date Amount/);
      expect(text).toContain(squash(legalStatement('bsm')));
      expect(text).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    expect(squash(pages.at(-1)!)).toContain('Total £9000.00');
    expect(squash(pages.join(' ')).match(/Weekly franchise fee, week \d+/g)).toHaveLength(60);
  });
});
