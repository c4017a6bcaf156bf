import type { BrandSlug } from '@portal/domain/access';

type Doc = PDFKit.PDFDocument;

export const brandColours: Record<BrandSlug, { accent: string; ink: string }> = {
  aa: { accent: '#FFCC00', ink: '#1D1D1B' },
  bsm: { accent: '#0D73D9', ink: '#0A3D73' },
};

/** The yellow brand's mark, as on the web (@portal/ui brand/aa-logo.tsx): a roundel with "AA", then the wordmark. */
const drawAa = (doc: Doc, x: number, y: number) => {
  const { accent, ink } = brandColours.aa;
  doc.circle(x + 20, y + 20, 20).fill(accent);
  doc
    .circle(x + 20, y + 20, 17)
    .lineWidth(1.3)
    .stroke(ink);
  doc
    .fillColor(ink)
    .font('Helvetica-Bold')
    .fontSize(17)
    .text('AA', x, y + 12.5, { width: 40, align: 'center' });
  doc.fontSize(14).text('Driving', x + 48, y + 4, { lineBreak: false });
  doc.text('School', x + 48, y + 21, { lineBreak: false });
};

/** The blue-and-white brand's mark, as on the web (bsm-logo.tsx): "BSM" on a blue plate over a dashed road line. */
const drawBsm = (doc: Doc, x: number, y: number) => {
  const { accent } = brandColours.bsm;
  doc.roundedRect(x, y, 80, 40, 8).fill(accent);
  doc
    .roundedRect(x + 2.5, y + 2.5, 75, 35, 6)
    .lineWidth(1.2)
    .stroke('#FFFFFF');
  doc
    .fillColor('#FFFFFF')
    .font('Helvetica-BoldOblique')
    .fontSize(20)
    .text('BSM', x, y + 10, { width: 80, align: 'center' });
  doc.lineWidth(1.6).lineCap('round');
  for (const start of [12, 26, 40, 54, 66]) {
    doc
      .moveTo(x + start, y + 32)
      .lineTo(x + start + (start === 66 ? 4 : 8), y + 32)
      .stroke('#FFFFFF');
  }
  doc.lineCap('butt');
};

/** Draws the brand's logo with vector shapes (no image files): 40 points high, its top left at (x, y). */
export const drawBrandMark = (doc: Doc, brand: BrandSlug, x: number, y: number) => {
  doc.save();
  if (brand === 'aa') drawAa(doc, x, y);
  else drawBsm(doc, x, y);
  doc.restore();
};
