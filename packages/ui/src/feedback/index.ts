export * from './loading-screen.tsx';
export * from './snackbar-alert.tsx';
