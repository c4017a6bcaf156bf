import { csvCell as cell, csvDocument } from '../csv/index.ts';
import { penceToPoundsText as pounds } from '../money/index.ts';
import { formatIsoDate } from './weeks.ts';

export type CsvTransaction = { date: string; name: string; kind: string; value: number; valueExVat: number };

/** Transactions as CSV for an accountant: dates dd/MM/yyyy, amounts in pounds as plain numbers, CRLF lines. */
export const transactionsCsv = (rows: readonly CsvTransaction[]): string => {
  const header = ['Date', 'Description', 'Type', 'Amount (GBP)', 'Amount ex VAT (GBP)', 'VAT (GBP)'];
  const lines = rows.map((row) => [
    cell(formatIsoDate(row.date)),
    cell(row.name),
    cell(row.kind),
    pounds(row.value),
    pounds(row.valueExVat),
    pounds(row.value - row.valueExVat),
  ]);
  return csvDocument(header, lines);
};
