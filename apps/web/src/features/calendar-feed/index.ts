export { CalendarFeedLink } from './components/calendar-feed-link.tsx';
