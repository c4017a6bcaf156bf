export * from './enums.ts';
export * from './office-posts.ts';
export * from './paths.ts';
export * from './posts.ts';
export * from './rich-text.ts';
