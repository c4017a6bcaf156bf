export * from './identity.ts';
export * from './instructors.ts';
export * from './people.ts';
