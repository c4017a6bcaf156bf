export * from './arrears.ts';
export * from './csv.ts';
export * from './enums.ts';
export * from './income.ts';
export * from './messages.ts';
export * from './queries.ts';
export * from './tax-year.ts';
export * from './weeks.ts';
