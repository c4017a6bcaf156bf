export * from './time.ts';
