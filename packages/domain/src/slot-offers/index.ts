export * from './commands.ts';
export * from './messages.ts';
export * from './rules.ts';
