export * from './directory.ts';
export * from './sign-in.ts';
export * from './staff.ts';
