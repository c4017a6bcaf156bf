type Doc = PDFKit.PDFDocument;

export type PdfColumn = {
  header: string /** Share of the width (default 1). */;
  width?: number;
  align?: 'left' | 'right';
};

export type PdfTable = {
  columns: readonly PdfColumn[];
  rows: ReadonlyArray<readonly string[]>;
  /** Label and amount lines under the last column (subtotal, VAT, total); the last one is bold. */
  totals?: ReadonlyArray<readonly [string, string]>;
};

type Frame = { left: number; width: number; accent: string };

const PAD = 5;

const columnEdges = (columns: readonly PdfColumn[], frame: Frame) => {
  const shares = columns.map((c) => c.width ?? 1);
  const total = shares.reduce((a, b) => a + b, 0);
  let x = frame.left;
  return shares.map((share) => {
    const w = (frame.width * share) / total;
    const edge = { x, w };
    x += w;
    return edge;
  });
};

/** One row of cells; breaks to a new page first (header row drawn again) when it would not fit. */
const drawRow = (
  doc: Doc,
  cells: readonly string[],
  table: PdfTable,
  frame: Frame,
  kind: 'header' | 'body',
  shade: boolean,
) => {
  const edges = columnEdges(table.columns, frame);
  doc.font(kind === 'header' ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5);
  const height =
    Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: edges[i]!.w - 2 * PAD }))) + 2 * PAD;
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
    doc.addPage();
    if (kind === 'body')
      drawRow(
        doc,
        table.columns.map((c) => c.header),
        table,
        frame,
        'header',
        false,
      );
    doc.font('Helvetica').fontSize(9.5);
  }
  const y = doc.y;
  if (kind === 'header') doc.rect(frame.left, y, frame.width, height).fill('#F1F1F1');
  else if (shade) doc.rect(frame.left, y, frame.width, height).fill('#FAFAFA');
  if (kind === 'header')
    doc
      .moveTo(frame.left, y + height)
      .lineTo(frame.left + frame.width, y + height)
      .lineWidth(1)
      .stroke(frame.accent);
  doc.fillColor('#000000').font(kind === 'header' ? 'Helvetica-Bold' : 'Helvetica');
  cells.forEach((cell, i) => {
    doc.text(cell, edges[i]!.x + PAD, y + PAD, {
      width: edges[i]!.w - 2 * PAD,
      align: table.columns[i]?.align ?? 'left',
    });
  });
  doc.y = y + height;
};

const drawTotals = (doc: Doc, totals: NonNullable<PdfTable['totals']>, table: PdfTable, frame: Frame) => {
  const edges = columnEdges(table.columns, frame);
  const last = edges.at(-1)!;
  const labelX = frame.left + frame.width / 2;
  doc.y += 4;
  totals.forEach(([label, amount], index) => {
    const isTotal = index === totals.length - 1;
    if (doc.y + 20 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    if (isTotal)
      doc
        .moveTo(labelX, y)
        .lineTo(frame.left + frame.width, y)
        .lineWidth(1)
        .stroke('#000000');
    doc
      .fillColor('#000000')
      .font(isTotal ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(isTotal ? 11 : 9.5);
    doc.text(label, labelX, y + 4, { width: last.x - labelX - PAD, align: 'right' });
    doc.text(amount, last.x + PAD, y + 4, { width: last.w - 2 * PAD, align: 'right' });
    doc.y = y + (isTotal ? 20 : 16);
  });
};

/** A table with a header row, shaded alternate rows and optional totals under the last column. */
export const drawTable = (doc: Doc, table: PdfTable, frame: Frame) => {
  doc.x = frame.left;
  drawRow(
    doc,
    table.columns.map((c) => c.header),
    table,
    frame,
    'header',
    false,
  );
  for (const [index, row] of table.rows.entries()) drawRow(doc, row, table, frame, 'body', index % 2 === 1);
  if (table.totals && table.totals.length > 0) drawTotals(doc, table.totals, table, frame);
};
