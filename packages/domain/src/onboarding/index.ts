export * from './bank-details.ts';
export * from './commands.ts';
export * from './contact-preferences.ts';
export * from './franchise.ts';
export * from './messages.ts';
