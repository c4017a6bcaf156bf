import type { Resolvers } from '../../generated/graphql.ts';
import { requireOwnInstructor, requireViewer } from '../../graphql/context.ts';
import type { CalendarEventView } from './calendar.views.ts';

const resolveCalendarEvent = (event: CalendarEventView) => (event.itemKind === 'lesson' ? 'Lesson' : 'TimeOff');

export const calendarResolvers: Resolvers = {
  Query: {
    lesson: (_parent, { id }, ctx) => ctx.services.calendar.getLesson(requireViewer(ctx), id),
    timeOff: (_parent, { id }, ctx) => ctx.services.calendar.getTimeOff(requireViewer(ctx), id),
    timeSlotsAvailability: (_parent, { input }, ctx) =>
      ctx.services.calendar.timeSlotsAvailability(requireViewer(ctx), input),
  },
  Mutation: {
    createLesson: (_parent, { input }, ctx) => ctx.services.calendar.createLesson(requireViewer(ctx), input),
    changeLesson: (_parent, { input }, ctx) => ctx.services.calendar.changeLesson(requireViewer(ctx), input),
    cancelLesson: (_parent, { input }, ctx) => ctx.services.calendar.cancelLesson(requireViewer(ctx), input),
    updateLessonNotes: (_parent, { input }, ctx) =>
      ctx.services.calendar.updateLessonNotes(requireViewer(ctx), input.id, input.notes),
    convertPendingLessons: (_parent, { input }, ctx) =>
      ctx.services.calendar.convertPendingLessons(requireViewer(ctx), input.ids),
    cancelPendingLessons: (_parent, { input }, ctx) =>
      ctx.services.calendar.cancelPendingLessons(requireViewer(ctx), input.ids),
    createTimeOff: (_parent, { input }, ctx) => ctx.services.calendar.createTimeOff(requireViewer(ctx), input),
    updateTimeOff: (_parent, { input }, ctx) =>
      ctx.services.calendar.updateTimeOff(requireViewer(ctx), input.id, input.notes),
    cancelTimeOff: (_parent, { input }, ctx) => ctx.services.calendar.cancelTimeOff(requireViewer(ctx), input),
  },
  Instructor: {
    calendarEvents: (parent, { startDate, endDate }, ctx) =>
      ctx.services.calendar.getCalendarEvents(requireOwnInstructor(ctx, parent.id), startDate, endDate),
    workingHours: (parent, _args, ctx) => ctx.services.calendar.getWorkingHours(requireOwnInstructor(ctx, parent.id)),
    travelTime: (parent, _args, ctx) =>
      ctx.loaders.calendar.travelTimeByInstructor.load(requireOwnInstructor(ctx, parent.id).instructorId),
  },
  LearnerAllocationInstructor: {
    travelTime: (parent, _args, ctx) =>
      ctx.loaders.calendar.travelTimeByInstructor.load(requireOwnInstructor(ctx, parent.id).instructorId),
  },
  Lesson: {
    learner: (lesson, _args, ctx) => lesson.learnerSummary ?? ctx.loaders.learners.learnerById.load(lesson.learnerId),
  },
  // Mercurius reads `resolveType`; the generated types call it `__resolveType`: give both.
  CalendarEvent: { __resolveType: resolveCalendarEvent, ...({ resolveType: resolveCalendarEvent } as object) },
};
