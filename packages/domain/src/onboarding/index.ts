export * from './bank-details.ts';
export * from './commands.ts';
export * from './franchise.ts';
export * from './messages.ts';
