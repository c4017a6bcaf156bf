export * from './commands.ts';
export * from './enums.ts';
export * from './messages.ts';
export * from './suggestions.ts';
