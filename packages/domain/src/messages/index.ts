export * from './chat.ts';
export * from './commands.ts';
export * from './constants.ts';
export * from './inbox.ts';
export * from './messages.ts';
