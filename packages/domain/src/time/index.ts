export * from './names.ts';
export * from './time.ts';
