/** Quotes a cell; text a spreadsheet would run as a formula (= + - @ at the start) is made plain text. */
export const csvCell = (text: string): string => {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
};

/** A CSV document: the header quoted, each row's cells as given (quote text with csvCell), CRLF lines. */
export const csvDocument = (header: readonly string[], rows: readonly (readonly string[])[]): string =>
  `${[header.map(csvCell).join(','), ...rows.map((row) => row.join(','))].join('\r\n')}\r\n`;
