export * from './aa-logo.tsx';
export * from './app-name.ts';
export * from './brand-logo.tsx';
export * from './brand-provider.tsx';
export * from './brand-theme.ts';
export * from './brand-tokens.ts';
export * from './bsm-logo.tsx';
export * from './legal-footer.tsx';
