export * from './allowance.ts';
export * from './awards.ts';
export * from './commands.ts';
export * from './languages.ts';
export * from './messages.ts';
export * from './questions.ts';
export * from './random-instructors.ts';
export * from './text.ts';
