export * from './staff.ts';
export * from './sign-in.ts';
