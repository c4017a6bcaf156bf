export * from './brand.ts';
export * from './navigation.ts';
export * from './propositions.ts';
