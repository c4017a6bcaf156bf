export * from './constants.ts';
export * from './messages.ts';
export * from './preferences-commands.ts';
export * from './rules.ts';
export * from './times.ts';
