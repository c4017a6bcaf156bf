export * from './calendar-feed.ts';
