export * from './domain-error.ts';
export * from './parse-command.ts';
