export * from './enums.ts';
export * from './posts.ts';
export * from './rich-text.ts';
