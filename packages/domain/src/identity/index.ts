export * from './codes.ts';
export * from './form-rules.ts';
export * from './gate.ts';
export * from './lockout.ts';
export * from './messages.ts';
export * from './mobile.ts';
export * from './rules.ts';
