export * from './codes.ts';
export * from './commands.ts';
export * from './fields.ts';
export * from './gate.ts';
export * from './lockout.ts';
export * from './messages.ts';
export * from './mobile.ts';
