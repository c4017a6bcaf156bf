export * from './brand-bar.tsx';
export * from './router-link.tsx';
export * from './simple-layout.tsx';
