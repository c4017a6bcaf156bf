export * from './dates.ts';
export * from './messages.ts';
export * from './range.ts';
export * from './text.ts';
