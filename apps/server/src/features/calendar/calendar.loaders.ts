import DataLoader from 'dataloader';
import type { Viewer } from '../../app-deps.ts';
import type { CalendarService } from './calendar.service.ts';

type TravelTimeView = Awaited<ReturnType<CalendarService['getTravelTime']>>;

/**
 * Per-request: the viewer's travel time is read once however many places ask for it (the instructor's
 * own field and every learner allocation's instructor).
 */
export const createCalendarLoaders = (calendar: CalendarService, viewerOf: () => Viewer) => ({
  travelTimeByInstructor: new DataLoader<string, TravelTimeView>(async (instructorIds) => {
    const viewer = viewerOf();
    const travelTime = await calendar.getTravelTime(viewer);
    // Keys are checked as the viewer's by the resolvers; anything else has no travel time to show.
    return instructorIds.map((id) => (id === viewer.instructorId ? travelTime : []));
  }),
});
