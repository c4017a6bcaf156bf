export * from './commands.ts';
export * from './coverage.ts';
export * from './enums.ts';
export * from './messages.ts';
export * from './price.ts';
export * from './stages.ts';
