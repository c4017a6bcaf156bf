export * from './messages.ts';
export * from './rules.ts';
