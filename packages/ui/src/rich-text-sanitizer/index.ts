export * from './sanitize-rich-text.ts';
