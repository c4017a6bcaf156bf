export * from './postcode.ts';
