export * from './accounts.ts';
export * from './areas.ts';
<<<<<<< HEAD
export * from './audit.ts';
=======
export * from './auth.ts';
>>>>>>> boundaries
export * from './calendar.ts';
export * from './details.ts';
export * from './instructors.ts';
export * from './learners.ts';
export * from './messages.ts';
export * from './onboarding.ts';
export * from './people.ts';
export * from './posts.ts';
export * from './preferences.ts';
export * from './profile.ts';
<<<<<<< HEAD
export * from './staff.ts';
=======
export * from './sms.ts';
>>>>>>> boundaries
