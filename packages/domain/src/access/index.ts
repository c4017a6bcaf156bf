export * from './brand.ts';
export * from './navigation.ts';
export * from './operation-access.ts';
export * from './propositions.ts';
