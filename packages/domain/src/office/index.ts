export * from './directory.ts';
export * from './enrolment.ts';
export * from './sign-in.ts';
export * from './staff.ts';
export * from './staff-admin.ts';
