export * from './calendar.ts';
export * from './identity.ts';
export * from './instructors.ts';
export * from './learners.ts';
export * from './people.ts';
export * from './posts.ts';
