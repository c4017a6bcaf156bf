export * from './activity.ts';
export * from './commands.ts';
export * from './enums.ts';
export * from './fields.ts';
export * from './messages.ts';
export * from './pricing.ts';
export * from './progress.ts';
export * from './rules.ts';
