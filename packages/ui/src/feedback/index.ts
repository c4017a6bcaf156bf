export * from './loading-screen.tsx';
export * from './snackbar-alert.tsx';
export * from './snackbars.tsx';
