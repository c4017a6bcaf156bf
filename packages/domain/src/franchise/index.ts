export * from './franchise-tabs.ts';
