import type { FeatureWiring } from '../../feature-entry.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { requireOwnInstructor, requireViewer } from '../../graphql/context.ts';
import { franchisePropositionOf } from '../instructor/index.ts';
import type { LearnersService } from '../learners/index.ts';
import type { CalendarService } from './calendar.service.ts';
import type { CalendarEventView } from './calendar.views.ts';

const resolveCalendarEvent = (event: CalendarEventView) => (event.itemKind === 'lesson' ? 'Lesson' : 'TimeOff');

export const createCalendarResolvers = ({
  services,
}: FeatureWiring<{ calendar: CalendarService; learners: LearnersService }>): Resolvers => ({
  Query: {
    lesson: (_parent, { id }, ctx) => services.calendar.getLesson(requireViewer(ctx), id),
    timeOff: (_parent, { id }, ctx) => services.calendar.getTimeOff(requireViewer(ctx), id),
    timeSlotsAvailability: (_parent, { input }, ctx) =>
      services.calendar.timeSlotsAvailability(requireViewer(ctx), input),
  },
  Mutation: {
    createLesson: (_parent, { input }, ctx) => services.calendar.createLesson(requireViewer(ctx), input),
    changeLesson: (_parent, { input }, ctx) => services.calendar.changeLesson(requireViewer(ctx), input),
    cancelLesson: (_parent, { input }, ctx) => services.calendar.cancelLesson(requireViewer(ctx), input),
    updateLessonNotes: (_parent, { input }, ctx) =>
      services.calendar.updateLessonNotes(requireViewer(ctx), input.id, input.notes),
    convertPendingLessons: (_parent, { input }, ctx) =>
      services.calendar.convertPendingLessons(requireViewer(ctx), input.ids),
    cancelPendingLessons: (_parent, { input }, ctx) =>
      services.calendar.cancelPendingLessons(requireViewer(ctx), input.ids),
    createTimeOff: (_parent, { input }, ctx) => services.calendar.createTimeOff(requireViewer(ctx), input),
    updateTimeOff: (_parent, { input }, ctx) => services.calendar.updateTimeOff(requireViewer(ctx), input),
    cancelTimeOff: (_parent, { input }, ctx) => services.calendar.cancelTimeOff(requireViewer(ctx), input),
  },
  Instructor: {
    calendarEvents: (parent, { startDate, endDate }, ctx) =>
      services.calendar.getCalendarEvents(requireOwnInstructor(ctx, parent.id), startDate, endDate),
    workingHours: (parent, _args, ctx) => services.calendar.getWorkingHours(requireOwnInstructor(ctx, parent.id)),
    travelTime: (parent, _args, ctx) => services.calendar.getTravelTime(requireOwnInstructor(ctx, parent.id)),
  },
  LearnerAllocationInstructor: {
    travelTime: (parent, _args, ctx) => services.calendar.getTravelTime(requireOwnInstructor(ctx, parent.id)),
  },
  TravelTime: {
    travelTimeId: (row) => row.id,
    proposition: (row, _args, ctx) => franchisePropositionOf(ctx, row.lineItemKey),
  },
  WorkingHours: { proposition: (row, _args, ctx) => franchisePropositionOf(ctx, row.lineItemKey) },
  Lesson: {
    instructor: (_lesson, _args, ctx) => ({ id: requireViewer(ctx).instructorId }),
    learner: (lesson, _args, ctx) =>
      lesson.learnerSummary ?? services.learners.loaders(requireViewer(ctx)).learnerById.load(lesson.learnerId),
  },
  // Mercurius reads `resolveType`; the generated types call it `__resolveType`: give both.
  CalendarEvent: { __resolveType: resolveCalendarEvent, ...({ resolveType: resolveCalendarEvent } as object) },
});
