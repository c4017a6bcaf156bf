export * from './error-boundary.tsx';
export * from './error-message.tsx';
export * from './generic-error.tsx';
