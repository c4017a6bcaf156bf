export * from './auth-heading.tsx';
export * from './page-shell.tsx';
