import { extractTextItems, getDocumentProxy, type StructuredTextItem as Piece } from 'unpdf';

/**
 * Tests read PDFs back with pdf.js (through unpdf, plain JavaScript), so `npm test` needs nothing but Node.
 * Each page reads as pdftotext -layout would for our documents: lines top to bottom, and on a line the pieces
 * left to right with a space between pieces that do not touch (columns, label and value).
 */

/** Baselines closer than this (in points) are one line: cells of a table row share theirs exactly. */
const SAME_LINE = 1.5;
/** A gap narrower than this (in points) joins two pieces without a space. */
const TOUCHING = 0.5;

const lineText = (pieces: Piece[]): string =>
  pieces
    .sort((a, b) => a.x - b.x)
    .reduce((text, piece, index) => {
      const previous = pieces[index - 1];
      const gap = previous ? piece.x - (previous.x + previous.width) : 0;
      return text + (gap > TOUCHING ? ' ' : '') + piece.str;
    }, '');

const pageText = (pieces: Piece[]): string => {
  const lines: Piece[][] = [];
  // PDF y grows upwards: the highest baseline is the first line.
  for (const piece of pieces.sort((a, b) => b.y - a.y)) {
    const line = lines.at(-1);
    if (line && line[0]!.y - piece.y < SAME_LINE) line.push(piece);
    else lines.push([piece]);
  }
  return lines.map(lineText).join('\n');
};

/** The text of every page, in order (a blank page is an empty string, so the page count is exact). */
export const pdfPages = async (pdf: Uint8Array): Promise<string[]> => {
  // pdf.js refuses a Buffer and detaches the bytes it is given: a copy leaves the caller's whole.
  const document = await getDocumentProxy(new Uint8Array(pdf));
  try {
    const { items } = await extractTextItems(document);
    // Empty and blank pieces only mark line ends and gaps, which the positions already tell.
    return items.map((pieces) => pageText(pieces.filter((piece) => piece.str.trim())));
  } finally {
    await document.destroy();
  }
};

/** Any run of white space as one space: what a test matches phrases against. */
export const squashSpace = (text: string): string => text.replace(/\s+/g, ' ');

/** The whole document's text on one line, pages in order. */
export const pdfText = async (pdf: Uint8Array): Promise<string> => squashSpace((await pdfPages(pdf)).join('\n'));
